import type { Translation } from '../../../lib/i18n/index';
import type { NotificationsMessages } from './en';

/** The notifications page's words in Hindi (same keys as en.ts). */
const hi: Translation<NotificationsMessages> = {
  title: 'सूचनाएँ',
  subtitle: 'आपकी पूजाओं, चढ़ावों और दान की सभी जानकारी, एक ही जगह।',
  markAll: 'सभी को पढ़ा हुआ करें',
  unread_one: '{count} अपठित',
  unread_other: '{count} अपठित',
  unreadDot: 'अपठित',
  emptyTitle: 'अभी कोई सूचना नहीं',
  emptyMessage: 'पूजा बुक करने, दान करने या मंदिरों के लाइव होने पर सूचनाएँ यहाँ दिखेंगी।',
  emptyAction: 'पूजा बुक करें',
  errorTitle: 'आपकी सूचनाएँ लोड नहीं हो सकीं',
  errorMessage: 'कृपया अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।',
  loadMore: 'पुरानी सूचनाएँ देखें',
  loading: 'सूचनाएँ लोड हो रही हैं…',
  markFailed: 'सूचनाओं को पढ़ा हुआ नहीं किया जा सका। कृपया फिर से कोशिश करें।',
  view: 'बुकिंग देखें',
};
export default hi;
