/** One entry of the sitemap; `soon` marks a page listed by the spec whose screen does not exist yet. */
export type SitemapEntry = { path: string; label: string; description: string; soon?: boolean };
export type SitemapGroup = { title: string; entries: SitemapEntry[] };

/**
 * The sitemap (spec part 3 § 2) plus the public pages its list omits (/temples, /watch-live,
 * /kundli, /astro). /jyotish-chat, /vastu-help, /wallet-recharge and /checkout are listed as the
 * spec does but are not in the route table, so they show as coming soon, unlinked.
 */
export const SITEMAP: SitemapGroup[] = [
  {
    title: 'Sankalp',
    entries: [
      { path: '/', label: 'Home', description: 'Featured pujas, temples and live darshan' },
      { path: '/about-us', label: 'About Us', description: 'Our mission, our story and our values' },
      { path: '/contact-us', label: 'Contact Us', description: 'Write to us or call our seva team' },
    ],
  },
  {
    title: 'Darshan & Temples',
    entries: [
      { path: '/live', label: 'Live Stream', description: 'Aarti, abhishekam, puja and havan as they happen' },
      { path: '/watch-live', label: 'Watch Live Darshan', description: 'A temple’s live darshan with aarti timings' },
      { path: '/temples', label: 'Temples', description: 'Sacred temples across India' },
    ],
  },
  {
    title: 'Pujas & Offerings',
    entries: [
      { path: '/pujas', label: 'Book Puja', description: 'Pujas in your name and gotra' },
      { path: '/chadhava', label: 'Chadhava', description: 'Offerings at upcoming temple events' },
      { path: '/donations', label: 'Donations', description: 'Annadaan, gau seva, temple renovation and more' },
      { path: '/prasad', label: 'Prasad', description: 'Order prasad and track your delivery' },
    ],
  },
  {
    title: 'Astrology & Vastu',
    entries: [
      { path: '/astro', label: 'Astro/Vastu', description: 'Consult an astrologer or vastu expert' },
      { path: '/kundli', label: 'Kundli', description: 'Kundli calculator' },
      { path: '/jyotish-chat', label: 'Jyotish Chat', description: 'Chat with an astrologer', soon: true },
      { path: '/vastu-help', label: 'Vastu Help', description: 'Vastu guidance for your home', soon: true },
      { path: '/wallet-recharge', label: 'Wallet Recharge', description: 'Add money for consultations', soon: true },
    ],
  },
  {
    title: 'Store',
    entries: [
      { path: '/store', label: 'Store', description: 'Sacred attire and puja essentials' },
      { path: '/cart', label: 'Cart', description: 'Items you have chosen' },
      { path: '/checkout', label: 'Checkout', description: 'Pay for your cart', soon: true },
    ],
  },
  {
    title: 'Your Account',
    entries: [
      { path: '/auth', label: 'Login / Register', description: 'Sign in or create an account' },
      { path: '/profile', label: 'Profile', description: 'Your bookings, orders and addresses' },
      { path: '/settings', label: 'Settings', description: 'Language, notifications and privacy' },
      { path: '/notifications', label: 'Notifications', description: 'Updates on your bookings' },
    ],
  },
  {
    title: 'Help & Policies',
    entries: [
      { path: '/help', label: 'Help & Support', description: 'Guides, answers and ways to reach us' },
      { path: '/faq', label: 'FAQ', description: 'Frequently asked questions' },
      { path: '/privacy-policy', label: 'Privacy Policy', description: 'How we care for your information' },
      { path: '/terms-of-service', label: 'Terms of Service', description: 'The terms of using Sankalp' },
      { path: '/refund-policy', label: 'Refund Policy', description: 'Cancellations and refunds' },
    ],
  },
];
