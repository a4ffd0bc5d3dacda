import { describe, expect, it } from 'vitest';
import { SITEMAP } from './sitemap';

// The sitemap's list as spec part 3 § 2 gives it.
const SPEC_LIST = [
  '/',
  '/about-us',
  '/contact-us',
  '/live',
  '/pujas',
  '/donations',
  '/chadhava',
  '/prasad',
  '/jyotish-chat',
  '/vastu-help',
  '/wallet-recharge',
  '/store',
  '/cart',
  '/checkout',
  '/auth',
  '/profile',
  '/settings',
  '/notifications',
  '/help',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
];
// Listed by the spec but not in the route table: they would land on the not-found page.
const NOT_ROUTED = ['/jyotish-chat', '/vastu-help', '/wallet-recharge', '/checkout'];
// Public pages of the route table that the spec's list omits.
const ADDED = ['/temples', '/kundli', '/astro', '/watch-live'];

const entries = SITEMAP.flatMap((g) => g.entries);

describe('SITEMAP', () => {
  it('lists exactly the spec’s paths plus the omitted public pages, once each', () => {
    const paths = entries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_LIST, ...ADDED].sort());
  });
  it('marks exactly the unrouted paths as coming soon', () => {
    expect(
      entries
        .filter((e) => e.soon)
        .map((e) => e.path)
        .sort(),
    ).toEqual([...NOT_ROUTED].sort());
  });
  it('has no empty group', () => {
    for (const g of SITEMAP) expect(g.entries.length).toBeGreaterThan(0);
  });
});
