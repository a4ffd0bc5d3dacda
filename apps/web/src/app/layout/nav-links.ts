// Top navigation and mobile Quick Links (spec part 1 § 2), in the spec's order.
export const NAV_LINKS = [
  { to: '/', key: 'home' },
  { to: '/pujas', key: 'pujas' },
  { to: '/chadhava', key: 'chadhava' },
  { to: '/donations', key: 'donations' },
  { to: '/live', key: 'live' },
  { to: '/kundli', key: 'kundli' },
  { to: '/astro', key: 'astro' },
  { to: '/store', key: 'store' },
] as const;
