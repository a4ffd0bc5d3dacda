// Top navigation (spec part 1 § 2), in the spec's order, with the panchang (issue 11) beside the
// kundli.
export const NAV_LINKS = [
  { to: '/', key: 'home' },
  { to: '/pujas', key: 'pujas' },
  { to: '/chadhava', key: 'chadhava' },
  { to: '/donations', key: 'donations' },
  { to: '/live', key: 'live' },
  { to: '/kundli', key: 'kundli' },
  { to: '/panchang', key: 'panchang' },
  { to: '/astro', key: 'astro' },
  { to: '/store', key: 'store' },
] as const;

/** Every section of the site: the menu sheet lists them all, on a phone and on a desktop (issue 13). */
export const SECTION_LINKS = [...NAV_LINKS, { to: '/temples', key: 'temples' }, { to: '/prasad', key: 'prasad' }] as const;
