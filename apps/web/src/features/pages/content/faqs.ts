import { DEFAULT_GOTRA, QUICK_DONATION_AMOUNTS, STREAM_CATEGORIES } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import type { FaqCategory } from '../lib/faq-search';
import { FIG } from './figures';

const quickAmounts = QUICK_DONATION_AMOUNTS.map((a) => formatINR(a)).join(', ');

/** The FAQ of /faq and /help: four categories (spec part 3 § 2), figures from § 9. */
export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'live-streaming',
    title: 'Live Streaming',
    items: [
      {
        q: 'How do I watch live darshan?',
        a: `Open Live Stream from the menu, choose All Streams or a category — ${STREAM_CATEGORIES.join(', ')} — and press Watch Now on any stream marked Live Now. You do not need to sign in to watch.`,
      },
      {
        q: 'Is live darshan available at all hours?',
        a: 'Yes, live darshan runs 24/7 from our connected temples. Aartis, abhishekams and havans are streamed as they happen. A stream marked Offline is between sessions; please check back at the aarti time shown for that temple.',
      },
      {
        q: 'The video keeps buffering or will not start. What can I do?',
        a: 'Streams adjust to your connection, but on weak mobile data they may pause. Move to Wi-Fi or a stronger signal and refresh the page. If a stream says “Video Not Available”, that temple has not connected its camera yet — please choose another stream.',
      },
      {
        q: 'Can I save a stream or share it with my family?',
        a: 'Yes. On a stream’s page, use Save to favourites to keep it for later, or Copy link to send it to family on WhatsApp.',
      },
      {
        q: 'Will I see the puja I booked?',
        a: `A video of your puja, performed with your sankalp, is sent to you on WhatsApp, usually within ${FIG.pujaVideo}.`,
      },
    ],
  },
  {
    id: 'puja-booking',
    title: 'Puja Booking',
    items: [
      {
        q: 'How do I book a puja?',
        a: 'Choose a puja on Book Puja and press PARTICIPATE. Pick a way to participate (a package), fill your sankalp — your name, gotra and your family members’ names — add chadhava or dakshina if you wish, and pay by card or UPI. You receive a booking confirmation at once.',
      },
      {
        q: 'I do not know my gotra. Can I still book?',
        a: `Yes. Tick “I don’t know my gotra” and the sankalp is taken in ${DEFAULT_GOTRA} gotra, as is the tradition when the gotra is not known.`,
      },
      {
        q: 'Can I cancel or reschedule my puja?',
        a: `Yes, ${FIG.cancelBefore} the puja begins. Call, e-mail or WhatsApp us with your booking ID. Any refund follows the tiers in our Refund Policy.`,
      },
      {
        q: 'What will I receive after the puja?',
        a: `Updates on WhatsApp on the puja day, a video of your puja usually within ${FIG.pujaVideo}, and the Aashirwad Box of prasad, which ships in ${FIG.prasadShips} to the address you gave.`,
      },
      {
        q: 'Who performs the puja?',
        a: 'Experienced pandits of the temple perform every puja according to the temple’s own tradition, taking the sankalp in your name and gotra and in the names of the family members you list.',
      },
      {
        q: 'Do I need an account to book?',
        a: 'No. You can book as a guest by typing your details. With an account you can reuse saved addresses and see all your bookings in one place on your profile.',
      },
    ],
  },
  {
    id: 'payments-donations',
    title: 'Payments & Donations',
    items: [
      {
        q: 'How can I pay?',
        a: 'Payments are taken through a trusted card and UPI payment provider, in Indian rupees. The payment window is the provider’s own: we never see or store your card number or UPI PIN.',
      },
      {
        q: 'Will I get an 80G certificate?',
        a: `Yes, for donations above ${FIG.cert80GMin} to our charitable campaigns. The certificate is sent by e-mail ${FIG.cert80GDays}; add your PAN on the donor form so it can be printed on the certificate. Puja bookings are service charges and do not carry 80G exemption.`,
      },
      {
        q: 'How do I ask for a refund?',
        a: `Please raise your request ${FIG.refundRequest} by phone, e-mail or WhatsApp, with your booking or transaction ID. Approved refunds are processed in ${FIG.refundProcessing}; for donations already passed to the temple it takes ${FIG.refundAtTemple}.`,
      },
      {
        q: 'Money was taken but my booking does not show. What now?',
        a: `Please do not pay again. Your booking is saved before the payment window opens and is confirmed as soon as the payment provider confirms the payment. If it still shows as pending, write to us with the payment ID and we will confirm it or refund you. Disputed charges can be raised ${FIG.disputeDays}.`,
      },
      {
        q: 'Can I give any amount as a donation?',
        a: `Yes. Add sevas from the campaign, type any amount, or tap one of the quick amounts: ${quickAmounts}.`,
      },
    ],
  },
  {
    id: 'astrology-services',
    title: 'Astrology Services',
    items: [
      {
        q: 'How does a consultation work?',
        a: 'Open Astro/Vastu, choose an astrologer and press Book a call. Choose Astrology Consultation or Vastu Consultation, a preferred date and a time window, and pay. The pandit contacts you at the time you chose.',
      },
      {
        q: 'What does a consultation cost?',
        a: `A consultation booked on Sankalp has a fixed fee of ${FIG.consultationFee}, shown before you pay. Per-minute astrology sessions are charged at ${FIG.astroRate}.`,
      },
      {
        q: 'What if the astrologer does not join or the call is cut short?',
        a: `You get a full refund if the astrologer does not join within ${FIG.astroNoShow}, and a ${FIG.astroPartial} refund if ${FIG.astroPartialBelow} of the consultation was completed. Please tell us ${FIG.astroComplaint} of the consultation.`,
      },
      {
        q: 'In which languages are consultations held?',
        a: `In ${FIG.languages}. Mention your preferred language under Special Requests when you book.`,
      },
      {
        q: 'Can I get my kundli made online?',
        a: 'Our Kundli calculator is coming soon. Until then, an astrologer can prepare and explain your kundli in a consultation.',
      },
    ],
  },
];
