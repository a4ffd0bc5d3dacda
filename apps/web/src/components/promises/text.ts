import type { PayableKind } from '@sankalp/shared/api/payments';
import type { StepKey } from './timeline';

/** The timeline's words in English and Hindi (the site's language toggle picks one). */
const en = {
  title: 'Your booking’s progress',
  titleOrder: 'Your order’s progress',
  titleDonation: 'Your donation’s progress',
  next: 'Next',
  steps: {
    booked: 'Booked',
    bookedOrder: 'Order placed',
    bookedDonation: 'Donation received',
    call: 'Confirmation call',
    performed: 'Puja performed',
    performedChadhava: 'Offering made at the temple',
    video: 'Puja video',
    shipped: 'Prasad shipped',
    delivered: 'Prasad delivered',
    deliveredParcel: 'Delivered',
    dispatched: 'Dispatched',
    certificate: '80G certificate',
    consultation: 'Consultation',
  },
  done: 'Done {date}',
  by: 'By {date}',
  late: 'Running late — we are on it',
  wasDue: 'Was due {date}',
  pending: 'After the puja',
  watch: 'Watch your puja video',
  download: 'Download video',
  openVideo: 'Open the video',
  newTab: '(opens in a new tab)',
  certificate: 'Download certificate',
  tracking: 'Tracking',
  photos: 'Photos from the puja',
  completed: 'Completed',
  noShow: 'We could not reach you — our team will contact you',
};

const hi: typeof en = {
  title: 'आपकी बुकिंग की प्रगति',
  titleOrder: 'आपके ऑर्डर की प्रगति',
  titleDonation: 'आपके दान की प्रगति',
  next: 'अगला',
  steps: {
    booked: 'बुकिंग हुई',
    bookedOrder: 'ऑर्डर दिया गया',
    bookedDonation: 'दान प्राप्त हुआ',
    call: 'पुष्टि के लिए कॉल',
    performed: 'पूजा संपन्न',
    performedChadhava: 'मंदिर में चढ़ावा अर्पित',
    video: 'पूजा का वीडियो',
    shipped: 'प्रसाद भेजा गया',
    delivered: 'प्रसाद पहुँचा',
    deliveredParcel: 'पहुँच गया',
    dispatched: 'भेजा गया',
    certificate: '80G प्रमाणपत्र',
    consultation: 'परामर्श',
  },
  done: '{date} को पूरा हुआ',
  by: '{date} तक',
  late: 'थोड़ी देर हो रही है — हम इस पर लगे हैं',
  wasDue: '{date} तक होना था',
  pending: 'पूजा के बाद',
  watch: 'अपनी पूजा का वीडियो देखें',
  download: 'वीडियो डाउनलोड करें',
  openVideo: 'वीडियो खोलें',
  newTab: '(नए टैब में खुलता है)',
  certificate: 'प्रमाणपत्र डाउनलोड करें',
  tracking: 'ट्रैकिंग',
  photos: 'पूजा की तस्वीरें',
  completed: 'पूरा हुआ',
  noShow: 'हम आपसे संपर्क नहीं कर पाए — हमारी टीम आपसे बात करेगी',
};

export type TimelineText = typeof en;
export const TIMELINE_TEXT = { en, hi } as const;

/** A step's name for a record of `kind` (a chadhava's "performed" is an offering; a parcel's "delivered" is not prasad). */
export function stepLabel(text: TimelineText, key: StepKey, kind: PayableKind): string {
  if (key === 'booked')
    return kind === 'donation'
      ? text.steps.bookedDonation
      : kind === 'product_order' || kind === 'prasad_order'
        ? text.steps.bookedOrder
        : text.steps.booked;
  if (key === 'performed' && kind === 'chadhava_booking') return text.steps.performedChadhava;
  if (key === 'delivered' && kind === 'product_order') return text.steps.deliveredParcel;
  return text.steps[key];
}

export function timelineTitle(text: TimelineText, kind: PayableKind): string {
  if (kind === 'donation') return text.titleDonation;
  if (kind === 'product_order' || kind === 'prasad_order') return text.titleOrder;
  return text.title;
}

export const fill = (s: string, vars: Record<string, string>) =>
  s.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** A date as the devotee reads it, in IST: "28 Nov" or, for an hour's promise, "28 Nov, 2:30 pm". */
export function formatWhen(at: Date, language: 'en' | 'hi', withTime: boolean): string {
  return at.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
  });
}
