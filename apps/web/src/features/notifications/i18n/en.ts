/** The notifications page's words (the empty state keeps the spec's text); hi.ts has the same keys. */
const en = {
  title: 'Notifications',
  subtitle: 'Updates on your pujas, offerings and donations, all in one place.',
  markAll: 'Mark all as read',
  unread_one: '{count} unread',
  unread_other: '{count} unread',
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
};
export default en;
export type NotificationsMessages = typeof en;
