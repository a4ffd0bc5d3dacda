import type en from '../i18n/en';

type Entries = typeof en.sitemap.entries;
type Groups = typeof en.sitemap.groups;

/** One entry of the sitemap; `soon` marks a page listed by the spec whose screen does not exist yet. */
export type SitemapEntry = { path: string; id: keyof Entries; soon?: boolean };
export type SitemapGroup = { id: keyof Groups; entries: SitemapEntry[] };

/**
 * The sitemap (spec part 3 § 2) plus the public pages its list omits (/temples, /watch-live,
 * /kundli, /astro). /jyotish-chat, /vastu-help, /wallet-recharge and /checkout are listed as the
 * spec does but are not in the route table, so they show as coming soon, unlinked. The words of
 * each group and entry are the `sitemap` messages (i18n/en.ts).
 */
export const SITEMAP: SitemapGroup[] = [
  {
    id: 'sankalp',
    entries: [
      { path: '/', id: 'home' },
      { path: '/about-us', id: 'about' },
      { path: '/contact-us', id: 'contact' },
    ],
  },
  {
    id: 'darshan',
    entries: [
      { path: '/live', id: 'live' },
      { path: '/watch-live', id: 'watchLive' },
      { path: '/temples', id: 'temples' },
    ],
  },
  {
    id: 'pujas',
    entries: [
      { path: '/pujas', id: 'pujas' },
      { path: '/chadhava', id: 'chadhava' },
      { path: '/donations', id: 'donations' },
      { path: '/prasad', id: 'prasad' },
    ],
  },
  {
    id: 'astro',
    entries: [
      { path: '/astro', id: 'astro' },
      { path: '/kundli', id: 'kundli' },
      { path: '/jyotish-chat', id: 'jyotishChat', soon: true },
      { path: '/vastu-help', id: 'vastuHelp', soon: true },
      { path: '/wallet-recharge', id: 'wallet', soon: true },
    ],
  },
  {
    id: 'store',
    entries: [
      { path: '/store', id: 'store' },
      { path: '/cart', id: 'cart' },
      { path: '/checkout', id: 'checkout', soon: true },
    ],
  },
  {
    id: 'account',
    entries: [
      { path: '/auth', id: 'auth' },
      { path: '/profile', id: 'profile' },
      { path: '/settings', id: 'settings' },
      { path: '/notifications', id: 'notifications' },
    ],
  },
  {
    id: 'help',
    entries: [
      { path: '/help', id: 'help' },
      { path: '/faq', id: 'faq' },
      { path: '/privacy-policy', id: 'privacy' },
      { path: '/terms-of-service', id: 'terms' },
      { path: '/refund-policy', id: 'refund' },
    ],
  },
];
