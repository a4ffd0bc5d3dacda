import type { NotificationType } from '../../db/schema/index';
import { serverMessages, type ServerLanguage } from '../../lib/i18n/translator';

export type NotificationLanguage = ServerLanguage;

type Texts = Record<NotificationType, { title: string; body: string }>;

/**
 * The title and body of each notification type in English and Hindi: the `notifications`
 * namespace of the server's translator (lib/i18n), filled from the notification's params
 * (`{title}`: what was booked, `{tracking}`, `{courier}`, `{time}`, `{amount}`). A param left out
 * stays as written, so a missing value shows rather than vanishes.
 */
const EN: Texts = {
  booking_confirmed: {
    title: 'Booking confirmed',
    body: 'Your booking for {title} is confirmed. Reference {reference}.',
  },
  puja_performed: { title: 'Puja performed', body: '{title} has been performed with your sankalp.' },
  video_ready: { title: 'Your puja video is ready', body: 'Watch the video of {title} on Sankalp.' },
  shipped: {
    title: 'Your parcel is on its way',
    body: '{title} was shipped by {courier}. Tracking number {tracking}.',
  },
  delivered: { title: 'Delivered', body: '{title} has been delivered.' },
  consultation_reminder: {
    title: 'Your consultation starts soon',
    body: 'Your consultation with {title} starts at {time}.',
  },
  refund_processed: { title: 'Refund processed', body: 'A refund of {amount} for {title} has been processed.' },
  certificate_ready: {
    title: 'Your 80G certificate is ready',
    body: 'The 80G certificate for your donation to {title} is ready.',
  },
};

const HI: Texts = {
  booking_confirmed: { title: 'बुकिंग की पुष्टि हुई', body: '{title} के लिए आपकी बुकिंग की पुष्टि हो गई है। संदर्भ {reference}।' },
  puja_performed: { title: 'पूजा संपन्न हुई', body: '{title} आपके संकल्प के साथ संपन्न हुई।' },
  video_ready: { title: 'आपकी पूजा का वीडियो तैयार है', body: '{title} का वीडियो Sankalp पर देखें।' },
  shipped: { title: 'आपका पार्सल रवाना हो गया है', body: '{title} {courier} से भेजा गया है। ट्रैकिंग नंबर {tracking}।' },
  delivered: { title: 'पहुँच गया', body: '{title} आप तक पहुँच गया है।' },
  consultation_reminder: { title: 'आपका परामर्श जल्द शुरू होगा', body: '{title} के साथ आपका परामर्श {time} बजे शुरू होगा।' },
  refund_processed: { title: 'धनवापसी हो गई', body: '{title} के लिए {amount} की धनवापसी कर दी गई है।' },
  certificate_ready: { title: 'आपका 80G प्रमाणपत्र तैयार है', body: '{title} को दिए आपके दान का 80G प्रमाणपत्र तैयार है।' },
};

export const NOTIFICATION_TEXTS: Record<NotificationLanguage, Texts> = { en: EN, hi: HI };
const say = serverMessages('notifications', EN, HI);

export function notificationText(
  type: NotificationType,
  language: NotificationLanguage,
  params: Record<string, string>,
) {
  return { title: say(language, `${type}.title`, params), body: say(language, `${type}.body`, params) };
}
