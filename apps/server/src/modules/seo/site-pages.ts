import { CAMPAIGN_CATEGORIES, PRODUCT_CATEGORIES, STORE_DEFAULT_CATEGORY } from '@sankalp/shared/constants';
import { PAGE_ROUTES, SERVER_RENDERED_PAGES, type PageName } from '@sankalp/shared/routes';

// What of the route table is public, and how a page's address is written: shared by the page
// head (canonical URL), the sitemap and robots.txt, so the three always agree.

/** Public pages that stay client-rendered: not private, so neither kept out by robots nor left out of the sitemap. */
export const PUBLIC_CLIENT_PAGES: ReadonlySet<PageName> = new Set<PageName>(['live/WatchLivePage']);

const NOT_FOUND: PageName = 'pages/NotFoundPage';

export const isPublicPage = (page: PageName) =>
  page !== NOT_FOUND && (SERVER_RENDERED_PAGES.has(page) || PUBLIC_CLIENT_PAGES.has(page));

const paramNames = (pattern: string) =>
  pattern
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));

/** The table's pattern of a page with exactly these parameters ('/puja-details/:name' for { name }). */
export function routePattern(page: PageName, params: readonly string[]): string | undefined {
  const wanted = [...params].sort().join('/');
  return PAGE_ROUTES.find(
    ([path, p]) => p === page && !path.includes('*') && paramNames(path).sort().join('/') === wanted,
  )?.[0];
}

/** A pattern with its parameters filled in, each %-encoded as one segment. */
export const fillPattern = (pattern: string, params: Record<string, string>) =>
  pattern
    .split('/')
    .map((s) => (s.startsWith(':') ? encodeURIComponent(params[s.slice(1)] ?? '') : s))
    .join('/') || '/';

/** The path of a page with these parameters, static segments spelled as in the table; undefined if it has no such route. */
export function pagePath(page: PageName, params: Record<string, string> = {}): string | undefined {
  const pattern = routePattern(page, Object.keys(params));
  return pattern === undefined ? undefined : fillPattern(pattern, params);
}

/**
 * The query strings that select different content on a page (its own canonical URL, listed in
 * the sitemap): a campaign category, a store collection other than the default one. Searches,
 * client-side filters and dates are not: they canonicalise to the page without a query.
 */
export const CONTENT_QUERIES: Partial<Record<PageName, readonly string[]>> = {
  'donations/DonationsPage': CAMPAIGN_CATEGORIES.map((c) => `?category=${c}`),
  'store/StorePage': PRODUCT_CATEGORIES.filter((c) => c !== STORE_DEFAULT_CATEGORY).map((c) => `?category=${c}`),
};

/** The content-selecting query of a requested search string ('' when none), in its one written form. */
export function contentQuery(page: PageName, search: string): string {
  const category = new URLSearchParams(search).get('category')?.trim().toLowerCase();
  const query = category ? `?category=${category}` : '';
  return CONTENT_QUERIES[page]?.includes(query) ? query : '';
}

/**
 * The public pages without parameters, as the sitemap lists them. A bare path of a page that
 * needs a parameter ('/puja-details', which redirects to the list) is not one.
 */
export function publicStaticPaths(): string[] {
  const needsParam = new Set(PAGE_ROUTES.filter(([path]) => path.includes(':')).map(([, page]) => page));
  return PAGE_ROUTES.filter(
    ([path, page]) => !path.includes(':') && !path.includes('*') && isPublicPage(page) && !needsParam.has(page),
  ).flatMap(([path, page]) => [path, ...(CONTENT_QUERIES[page] ?? []).map((q) => `${path}${q}`)]);
}

/**
 * robots.txt's Disallow prefixes: every page that is neither server-rendered nor public (signed-in
 * pages, checkouts, confirmations, the console), cut at its first parameter so every item under it
 * is covered. Robots rules are case-sensitive while the router is not: a mixed-case path is listed
 * lower-cased too.
 */
export function privatePathPrefixes(): string[] {
  const prefixes = PAGE_ROUTES.filter(
    ([path, page]) => path !== '*' && !isPublicPage(page) && page !== NOT_FOUND,
  ).flatMap(([path]) => {
    const segments = path.split('/');
    const cut = segments.findIndex((s) => s.startsWith(':') || s === '*');
    const prefix = cut === -1 ? path : `${segments.slice(0, cut).join('/')}/`;
    return prefix === prefix.toLowerCase() ? [prefix] : [prefix, prefix.toLowerCase()];
  });
  return [...new Set(prefixes)];
}
