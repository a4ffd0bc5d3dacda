/** The account page's tabs (spec part 1 § 2, Account), in order, as kept in `?tab=`. */
export const PROFILE_TABS = [
  'profile',
  'orders',
  'chadhava',
  'donations',
  'productOrders',
  'panditBookings',
  'prasadOrders',
  'kundlis',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export type HistoryTab = Exclude<ProfileTab, 'profile' | 'kundlis'>;

/** An unknown or missing ?tab= opens the profile tab. */
export function parseTab(value: string | null | undefined): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : 'profile';
}

export type HistoryTabConfig = {
  tab: HistoryTab;
  label: string;
  /** The user stuff array it reads. */
  field:
    | 'pujaBookingIds'
    | 'chadhavaBookingIds'
    | 'donationBookingIds'
    | 'productOrderIds'
    | 'PanditBookingIds'
    | 'prasadOrderIds';
  loading: string;
  emptyTitle: string;
  emptyMessage: string;
  action: { to: string; label: string };
};

/**
 * The five history tabs. Empty-state targets follow the spec, except /products and
 * /astrologers, which have no screen: the store (/store) and astrologers (/astro) have.
 */
export const HISTORY_TABS: readonly HistoryTabConfig[] = [
  {
    tab: 'orders',
    label: 'Puja Bookings',
    field: 'pujaBookingIds',
    loading: 'Loading your puja bookings…',
    emptyTitle: 'No puja bookings yet',
    emptyMessage: 'Book a puja in your name and gotra at a sacred temple; it will appear here.',
    action: { to: '/pujas', label: 'Book Your First Puja' },
  },
  {
    tab: 'chadhava',
    label: 'Chadhava Bookings',
    field: 'chadhavaBookingIds',
    loading: 'Loading your chadhava bookings…',
    emptyTitle: 'No chadhava offerings yet',
    emptyMessage: 'Offer chadhava at a temple event; your offerings will appear here.',
    action: { to: '/chadhava', label: 'Offer Chadhava' },
  },
  {
    tab: 'donations',
    label: 'Donations',
    field: 'donationBookingIds',
    loading: 'Loading your donations…',
    emptyTitle: 'No donations yet',
    emptyMessage: 'Support annadaan, gau seva and temple seva; your donations will appear here.',
    action: { to: '/donations', label: 'Make a Donation' },
  },
  {
    tab: 'productOrders',
    label: 'Product Orders',
    field: 'productOrderIds',
    loading: 'Loading your product orders…',
    emptyTitle: 'No product orders yet',
    emptyMessage: 'Sacred attire and puja essentials you order will appear here.',
    action: { to: '/store', label: 'Visit the Store' },
  },
  {
    tab: 'panditBookings',
    label: 'Pandit Bookings',
    field: 'PanditBookingIds',
    loading: 'Loading your pandit bookings…',
    emptyTitle: 'No consultations yet',
    emptyMessage: 'Astrology and vastu consultations you book will appear here.',
    action: { to: '/astro', label: 'Consult an Astrologer' },
  },
  {
    tab: 'prasadOrders',
    label: 'Prasad Orders',
    field: 'prasadOrderIds',
    loading: 'Loading your prasad orders…',
    emptyTitle: 'No prasad orders yet',
    emptyMessage: 'Blessed prasad you order from temples will appear here.',
    action: { to: '/prasad', label: 'Order Prasad' },
  },
];

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

/**
 * Status colours (spec): completed, confirmed (and paid) green; pending yellow; refunded neutral; anything else red.
 * A store order on its way (placed, packed, shipped) is yellow and delivered is green.
 */
export function statusTone(status: string): StatusTone {
  const s = status.trim().toLowerCase();
  if (s === 'refunded') return 'neutral'; // paid, then given back: neither done nor failed
  if (s === 'completed' || s === 'confirmed' || s === 'paid' || s === 'delivered') return 'success';
  if (s === 'pending' || s === 'placed' || s === 'packed' || s === 'shipped') return 'warning';
  return 'danger';
}

/** 'payment_pending' → 'Payment pending'. */
export function statusLabel(status: string): string {
  const s = status.trim().replace(/[_-]+/g, ' ');
  return s ? s[0]!.toUpperCase() + s.slice(1).toLowerCase() : s;
}
