import type { Translation } from '../../../lib/i18n/index';
import type { PromisesMessages } from './en';

/** The promise timeline's words in Hindi (same keys as en.ts). */
const hi: Translation<PromisesMessages> = {
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
  doneUndated: 'पूरा हुआ',
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
export default hi;
