import type { NotificationType } from '../../db/schema/index';

export type NotificationLanguage = 'en' | 'hi';

/**
 * The title and body of each notification type in English and Hindi, filled from its params
 * (`{title}`: what was booked, `{tracking}`, `{courier}`, `{time}`, `{amount}`). Unknown params
 * stay as written so a missing value shows rather than vanishes.
 */
const TEXTS: Record<NotificationType, Record<NotificationLanguage, { title: string; body: string }>> = {
  booking_confirmed: {
    en: { title: 'Booking confirmed', body: 'Your booking for {title} is confirmed. Reference {reference}.' },
    hi: { title: 'बुकिंग की पुष्टि हुई', body: '{title} के लिए आपकी बुकिंग की पुष्टि हो गई है। संदर्भ {reference}।' },
  },
  puja_performed: {
    en: { title: 'Puja performed', body: '{title} has been performed with your sankalp.' },
    hi: { title: 'पूजा संपन्न हुई', body: '{title} आपके संकल्प के साथ संपन्न हुई।' },
  },
  video_ready: {
    en: { title: 'Your puja video is ready', body: 'Watch the video of {title} on Sankalp.' },
    hi: { title: 'आपकी पूजा का वीडियो तैयार है', body: '{title} का वीडियो Sankalp पर देखें।' },
  },
  shipped: {
    en: { title: 'Your parcel is on its way', body: '{title} was shipped by {courier}. Tracking number {tracking}.' },
    hi: { title: 'आपका पार्सल रवाना हो गया है', body: '{title} {courier} से भेजा गया है। ट्रैकिंग नंबर {tracking}।' },
  },
  delivered: {
    en: { title: 'Delivered', body: '{title} has been delivered.' },
    hi: { title: 'पहुँच गया', body: '{title} आप तक पहुँच गया है।' },
  },
  consultation_reminder: {
    en: { title: 'Your consultation starts soon', body: 'Your consultation with {title} starts at {time}.' },
    hi: { title: 'आपका परामर्श जल्द शुरू होगा', body: '{title} के साथ आपका परामर्श {time} बजे शुरू होगा।' },
  },
  refund_processed: {
    en: { title: 'Refund processed', body: 'A refund of {amount} for {title} has been processed.' },
    hi: { title: 'धनवापसी हो गई', body: '{title} के लिए {amount} की धनवापसी कर दी गई है।' },
  },
  certificate_ready: {
    en: { title: 'Your 80G certificate is ready', body: 'The 80G certificate for your donation to {title} is ready.' },
    hi: { title: 'आपका 80G प्रमाणपत्र तैयार है', body: '{title} को दिए आपके दान का 80G प्रमाणपत्र तैयार है।' },
  },
};

const fill = (s: string, params: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);

export function notificationText(
  type: NotificationType,
  language: NotificationLanguage,
  params: Record<string, string>,
) {
  const t = TEXTS[type][language];
  return { title: fill(t.title, params), body: fill(t.body, params) };
}
