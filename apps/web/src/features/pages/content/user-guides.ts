import { DEFAULT_GOTRA, QUICK_DONATION_AMOUNTS, STREAM_CATEGORIES } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { FIG } from './figures';

export type UserGuide = {
  id: 'puja' | 'chadhava' | 'donate' | 'live' | 'store' | 'consultation';
  title: string;
  summary: string;
  steps: string[];
  action: { to: string; label: string };
};

/** Step-by-step guides on the help page, one per main service. */
export const USER_GUIDES: UserGuide[] = [
  {
    id: 'puja',
    title: 'How to book a puja',
    summary: 'A puja at a sacred temple, in your name and gotra.',
    steps: [
      'Open Book Puja and choose a puja. Each card shows the temple, the date and how long until it begins.',
      'Press PARTICIPATE, read about the puja, and pick a way to participate — for yourself, as a couple or for your family.',
      `Fill your sankalp: your name, gotra (${DEFAULT_GOTRA} if you do not know it), your family members’ names, and an address if you would like prasad.`,
      'Add chadhava offerings or dakshina for the pandit if you wish, then pay by card or UPI.',
      `Receive updates on WhatsApp, the video of your puja within ${FIG.pujaVideo}, and your Aashirwad Box.`,
    ],
    action: { to: '/pujas', label: 'Browse pujas' },
  },
  {
    id: 'chadhava',
    title: 'How to offer chadhava',
    summary: 'Offerings made at a temple event on your behalf.',
    steps: [
      'Open Chadhava and pick an upcoming temple event. Filter by today, tomorrow, this week or this month.',
      'Press Add on the offerings you wish to make; use + and − to change quantities. The total updates as you go.',
      'Press Proceed to Pay, enter your name, e-mail, phone and gotra, and pay.',
      'Keep the order ID shown on the confirmation page, and quote it whenever you write to us.',
    ],
    action: { to: '/chadhava', label: 'See temple events' },
  },
  {
    id: 'donate',
    title: 'How to donate and get an 80G certificate',
    summary: 'Give to annadaan, gau seva, temple renovation or social work.',
    steps: [
      'Open Donations and choose a campaign. Each shows how much has been raised towards its goal.',
      `Add sevas, type any amount, or tap a quick amount (${QUICK_DONATION_AMOUNTS.map((a) => formatINR(a)).join(', ')}).`,
      'Fill the donor form. Add your PAN so that it can be printed on your 80G certificate.',
      'Pay by card or UPI. Your receipt, with its transaction ID, appears on screen.',
      `For donations above ${FIG.cert80GMin}, the 80G certificate is sent by e-mail ${FIG.cert80GDays}.`,
    ],
    action: { to: '/donations', label: 'See campaigns' },
  },
  {
    id: 'live',
    title: 'How to watch live darshan',
    summary: 'Daily aarti and abhishekam from temples across India.',
    steps: [
      `Open Live Stream. Choose All Streams or a category: ${STREAM_CATEGORIES.join(', ')}.`,
      'Press Watch Now on a stream marked Live Now.',
      'Save a stream to your favourites, or copy its link to share with family.',
      'On mobile data, Wi-Fi gives a steadier picture for a long darshan.',
    ],
    action: { to: '/live', label: 'Watch live' },
  },
  {
    id: 'store',
    title: 'How to order from the store',
    summary: 'Sacred attire and puja essentials, delivered home.',
    steps: [
      'Open Store and choose Sacred Attire or Puja Essentials, then open a product.',
      'Pick a size, a colour and the quantity. The price updates with each choice. Press Buy Now.',
      'Enter your name, phone, e-mail and delivery address — or pick a saved address if you are signed in — and press Place Order & Pay.',
      `We call to confirm ${FIG.orderCall}, dispatch ${FIG.orderDispatch}, and send tracking updates by SMS or e-mail.`,
    ],
    action: { to: '/store', label: 'Visit the store' },
  },
  {
    id: 'consultation',
    title: 'How to book a consultation',
    summary: 'Astrology or vastu guidance from an experienced pandit.',
    steps: [
      'Open Astro/Vastu, choose an astrologer and press Book Now to read their profile.',
      'Press Book a call. Choose Astrology Consultation or Vastu Consultation, a preferred date, and a From and To time.',
      `Pay the consultation fee of ${FIG.consultationFee}. Your receipt appears on screen.`,
      `The pandit contacts you at the time you chose. Consultations are held in ${FIG.languages}.`,
    ],
    action: { to: '/astro', label: 'Find an astrologer' },
  },
];
