import { DEFAULT_GOTRA, QUICK_DONATION_AMOUNTS, STREAM_CATEGORIES } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { FIG } from '../../figures';

const quickAmounts = QUICK_DONATION_AMOUNTS.map((a) => formatINR(a)).join(', ');

/**
 * The FAQ (four topics, spec part 3 § 2) and the step-by-step guides of /faq and /help, figures
 * from § 9. The order here is the order on the page; a topic's key is its id in the URL (?topic=).
 */
const en = {
  faq: {
    'live-streaming': {
      title: 'Live Streaming',
      items: {
        watch: {
          q: 'How do I watch live darshan?',
          a: `Open Live Stream from the menu, choose All Streams or a category — ${STREAM_CATEGORIES.join(', ')} — and press Watch Now on any stream marked Live Now. You do not need to sign in to watch.`,
        },
        hours: {
          q: 'Is live darshan available at all hours?',
          a: 'Yes, live darshan runs 24/7 from our connected temples. Aartis, abhishekams and havans are streamed as they happen. A stream marked Offline is between sessions; please check back at the aarti time shown for that temple.',
        },
        buffering: {
          q: 'The video keeps buffering or will not start. What can I do?',
          a: 'Streams adjust to your connection, but on weak mobile data they may pause. Move to Wi-Fi or a stronger signal and refresh the page. If a stream says “Video Not Available”, that temple has not connected its camera yet — please choose another stream.',
        },
        share: {
          q: 'Can I save a stream or share it with my family?',
          a: 'Yes. On a stream’s page, use Save to favourites to keep it for later, or Copy link to send it to family on WhatsApp.',
        },
        video: {
          q: 'Will I see the puja I booked?',
          a: `A video of your puja, performed with your sankalp, is sent to you on WhatsApp, usually within ${FIG.pujaVideo}.`,
        },
      },
    },
    'puja-booking': {
      title: 'Puja Booking',
      items: {
        book: {
          q: 'How do I book a puja?',
          a: 'Choose a puja on Book Puja and press PARTICIPATE. Pick a way to participate (a package), fill your sankalp — your name, gotra and your family members’ names — add chadhava or dakshina if you wish, and pay by card or UPI. You receive a booking confirmation at once.',
        },
        gotra: {
          q: 'I do not know my gotra. Can I still book?',
          a: `Yes. Tick “I don’t know my gotra” and the sankalp is taken in ${DEFAULT_GOTRA} gotra, as is the tradition when the gotra is not known.`,
        },
        cancel: {
          q: 'Can I cancel or reschedule my puja?',
          a: `Yes, ${FIG.cancelBefore} the puja begins. Call, e-mail or WhatsApp us with your booking ID. Any refund follows the tiers in our Refund Policy.`,
        },
        after: {
          q: 'What will I receive after the puja?',
          a: `Updates on WhatsApp on the puja day, a video of your puja usually within ${FIG.pujaVideo}, and the Aashirwad Box of prasad, which ships in ${FIG.prasadShips} to the address you gave.`,
        },
        who: {
          q: 'Who performs the puja?',
          a: 'Experienced pandits of the temple perform every puja according to the temple’s own tradition, taking the sankalp in your name and gotra and in the names of the family members you list.',
        },
        account: {
          q: 'Do I need an account to book?',
          a: 'No. You can book as a guest by typing your details. With an account you can reuse saved addresses and see all your bookings in one place on your profile.',
        },
      },
    },
    'payments-donations': {
      title: 'Payments & Donations',
      items: {
        pay: {
          q: 'How can I pay?',
          a: 'Payments are taken through a trusted card and UPI payment provider, in Indian rupees. The payment window is the provider’s own: we never see or store your card number or UPI PIN.',
        },
        certificate: {
          q: 'Will I get an 80G certificate?',
          a: `Yes, for donations above ${FIG.cert80GMin} to our charitable campaigns. The certificate is sent by e-mail ${FIG.cert80GDays}; add your PAN on the donor form so it can be printed on the certificate. Puja bookings are service charges and do not carry 80G exemption.`,
        },
        refund: {
          q: 'How do I ask for a refund?',
          a: `Please raise your request ${FIG.refundRequest} by phone, e-mail or WhatsApp, with your booking or transaction ID. Approved refunds are processed in ${FIG.refundProcessing}; for donations already passed to the temple it takes ${FIG.refundAtTemple}.`,
        },
        pending: {
          q: 'Money was taken but my booking does not show. What now?',
          a: `Please do not pay again. Your booking is saved before the payment window opens and is confirmed as soon as the payment provider confirms the payment. If it still shows as pending, write to us with the payment ID and we will confirm it or refund you. Disputed charges can be raised ${FIG.disputeDays}.`,
        },
        amount: {
          q: 'Can I give any amount as a donation?',
          a: `Yes. Add sevas from the campaign, type any amount, or tap one of the quick amounts: ${quickAmounts}.`,
        },
      },
    },
    'astrology-services': {
      title: 'Astrology Services',
      items: {
        how: {
          q: 'How does a consultation work?',
          a: 'Open Astro/Vastu, choose an astrologer and press Book a call. Choose Astrology Consultation or Vastu Consultation, a preferred date and a time window, and pay. The pandit contacts you at the time you chose.',
        },
        cost: {
          q: 'What does a consultation cost?',
          a: `A consultation booked on Sankalp has a fixed fee of ${FIG.consultationFee}, shown before you pay. Per-minute astrology sessions are charged at ${FIG.astroRate}.`,
        },
        noShow: {
          q: 'What if the astrologer does not join or the call is cut short?',
          a: `You get a full refund if the astrologer does not join within ${FIG.astroNoShow}, and a ${FIG.astroPartial} refund if ${FIG.astroPartialBelow} of the consultation was completed. Please tell us ${FIG.astroComplaint} of the consultation.`,
        },
        languages: {
          q: 'In which languages are consultations held?',
          a: `In ${FIG.languages}. Mention your preferred language under Special Requests when you book.`,
        },
        kundli: {
          q: 'Can I get my kundli made online?',
          a: 'Our Kundli calculator is coming soon. Until then, an astrologer can prepare and explain your kundli in a consultation.',
        },
      },
    },
  },
  guides: {
    puja: {
      title: 'How to book a puja',
      summary: 'A puja at a sacred temple, in your name and gotra.',
      steps: {
        s1: 'Open Book Puja and choose a puja. Each card shows the temple, the date and how long until it begins.',
        s2: 'Press PARTICIPATE, read about the puja, and pick a way to participate — for yourself, as a couple or for your family.',
        s3: `Fill your sankalp: your name, gotra (${DEFAULT_GOTRA} if you do not know it), your family members’ names, and an address if you would like prasad.`,
        s4: 'Add chadhava offerings or dakshina for the pandit if you wish, then pay by card or UPI.',
        s5: `Receive updates on WhatsApp, the video of your puja within ${FIG.pujaVideo}, and your Aashirwad Box.`,
      },
      action: 'Browse pujas',
    },
    chadhava: {
      title: 'How to offer chadhava',
      summary: 'Offerings made at a temple event on your behalf.',
      steps: {
        s1: 'Open Chadhava and pick an upcoming temple event. Filter by today, tomorrow, this week or this month.',
        s2: 'Press Add on the offerings you wish to make; use + and − to change quantities. The total updates as you go.',
        s3: 'Press Proceed to Pay, enter your name, e-mail, phone and gotra, and pay.',
        s4: 'Keep the order ID shown on the confirmation page, and quote it whenever you write to us.',
      },
      action: 'See temple events',
    },
    donate: {
      title: 'How to donate and get an 80G certificate',
      summary: 'Give to annadaan, gau seva, temple renovation or social work.',
      steps: {
        s1: 'Open Donations and choose a campaign. Each shows how much has been raised towards its goal.',
        s2: `Add sevas, type any amount, or tap a quick amount (${quickAmounts}).`,
        s3: 'Fill the donor form. Add your PAN so that it can be printed on your 80G certificate.',
        s4: 'Pay by card or UPI. Your receipt, with its transaction ID, appears on screen.',
        s5: `For donations above ${FIG.cert80GMin}, the 80G certificate is sent by e-mail ${FIG.cert80GDays}.`,
      },
      action: 'See campaigns',
    },
    live: {
      title: 'How to watch live darshan',
      summary: 'Daily aarti and abhishekam from temples across India.',
      steps: {
        s1: `Open Live Stream. Choose All Streams or a category: ${STREAM_CATEGORIES.join(', ')}.`,
        s2: 'Press Watch Now on a stream marked Live Now.',
        s3: 'Save a stream to your favourites, or copy its link to share with family.',
        s4: 'On mobile data, Wi-Fi gives a steadier picture for a long darshan.',
      },
      action: 'Watch live',
    },
    store: {
      title: 'How to order from the store',
      summary: 'Sacred attire and puja essentials, delivered home.',
      steps: {
        s1: 'Open Store and choose Sacred Attire or Puja Essentials, then open a product.',
        s2: 'Pick a size, a colour and the quantity. The price updates with each choice. Press Buy Now.',
        s3: 'Enter your name, phone, e-mail and delivery address — or pick a saved address if you are signed in — and press Place Order & Pay.',
        s4: `We call to confirm ${FIG.orderCall}, dispatch ${FIG.orderDispatch}, and send tracking updates by SMS or e-mail.`,
      },
      action: 'Visit the store',
    },
    consultation: {
      title: 'How to book a consultation',
      summary: 'Astrology or vastu guidance from an experienced pandit.',
      steps: {
        s1: 'Open Astro/Vastu, choose an astrologer and press Book Now to read their profile.',
        s2: 'Press Book a call. Choose Astrology Consultation or Vastu Consultation, a preferred date, and a From and To time.',
        s3: `Pay the consultation fee of ${FIG.consultationFee}. Your receipt appears on screen.`,
        s4: `The pandit contacts you at the time you chose. Consultations are held in ${FIG.languages}.`,
      },
      action: 'Find an astrologer',
    },
  },
};

export default en;
export type HelpMessages = typeof en;
