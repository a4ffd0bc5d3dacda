import { privatePathPrefixes } from './site-pages';

/**
 * robots.txt: everything public may be crawled; the pages that are private or checkouts (from the
 * route table, site-pages.ts), the API and the console may not. Uploaded catalog images are served
 * under the API (docs/decisions/010) and shown on public pages: they stay allowed.
 */
export function robotsTxt(origin: string): string {
  const prefixes = [...new Set(['/api/', '/admin', ...privatePathPrefixes()])];
  // A rule another one already covers ('/admin/' under '/admin') is left out.
  const disallow = prefixes.filter((p) => !prefixes.some((q) => q !== p && p.startsWith(q)));
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/v1/media/',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
