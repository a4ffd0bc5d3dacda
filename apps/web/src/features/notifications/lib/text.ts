import type { Language } from '../../../lib/i18n/index';

/** The notifications page's words in English and Hindi (the empty state keeps the spec's text). */
const TEXT = {
  en: {
    title: 'Notifications',
    subtitle: 'Updates on your pujas, offerings and donations, all in one place.',
    markAll: 'Mark all as read',
    unread: (n: number) => (n === 1 ? '1 unread' : `${n} unread`),
    unreadDot: 'Unread',
    emptyTitle: 'No notifications yet',
    emptyMessage: 'Updates will appear here when you book a puja, make a donation, or when temples go live.',
    emptyAction: 'Book a Puja',
    errorTitle: 'Could not load your notifications',
    errorMessage: 'Please check your connection and try again.',
    loadMore: 'Show older notifications',
    loading: 'Loading notifications…',
    markFailed: 'Could not mark them as read. Please try again.',
    view: 'View booking',
  },
  hi: {
    title: 'सूचनाएँ',
    subtitle: 'आपकी पूजाओं, चढ़ावों और दान की सभी जानकारी, एक ही जगह।',
    markAll: 'सभी को पढ़ा हुआ करें',
    unread: (n: number) => `${n} अपठित`,
    unreadDot: 'अपठित',
    emptyTitle: 'अभी कोई सूचना नहीं',
    emptyMessage: 'पूजा बुक करने, दान करने या मंदिरों के लाइव होने पर सूचनाएँ यहाँ दिखेंगी।',
    emptyAction: 'पूजा बुक करें',
    errorTitle: 'आपकी सूचनाएँ लोड नहीं हो सकीं',
    errorMessage: 'कृपया अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
    loadMore: 'पुरानी सूचनाएँ देखें',
    loading: 'सूचनाएँ लोड हो रही हैं…',
    markFailed: 'पढ़ा हुआ नहीं किया जा सका। कृपया फिर से प्रयास करें।',
    view: 'बुकिंग देखें',
  },
} as const;

export type NotificationsText = (typeof TEXT)[Language];
export const notificationsText = (language: Language): NotificationsText => TEXT[language];

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 hours ago" / "2 घंटे पहले"; "just now" under a minute. */
export function timeAgo(iso: string, now: number, language: Language): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}
