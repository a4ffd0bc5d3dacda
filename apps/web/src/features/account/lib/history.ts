import { accountT } from '../i18n/index';

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
/** A tab's config; its words are read when shown, in the reader's language (`history.{tab}.*`). */
function historyTab(tab: HistoryTab, field: HistoryTabConfig['field'], to: string): HistoryTabConfig {
  return {
    tab,
    field,
    get label() {
      return accountT(`history.${tab}.label`);
    },
    get loading() {
      return accountT(`history.${tab}.loading`);
    },
    get emptyTitle() {
      return accountT(`history.${tab}.emptyTitle`);
    },
    get emptyMessage() {
      return accountT(`history.${tab}.emptyMessage`);
    },
    action: {
      to,
      get label() {
        return accountT(`history.${tab}.action`);
      },
    },
  };
}

export const HISTORY_TABS: readonly HistoryTabConfig[] = [
  historyTab('orders', 'pujaBookingIds', '/pujas'),
  historyTab('chadhava', 'chadhavaBookingIds', '/chadhava'),
  historyTab('donations', 'donationBookingIds', '/donations'),
  historyTab('productOrders', 'productOrderIds', '/store'),
  historyTab('panditBookings', 'PanditBookingIds', '/astro'),
  historyTab('prasadOrders', 'prasadOrderIds', '/prasad'),
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
