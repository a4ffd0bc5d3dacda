/**
 * The web app's route table (spec part 1 § 2, in its order): each client path and the page that
 * renders it, as `<feature>/<Page>` for `apps/web/src/features/<feature>/routes/<Page>.tsx`.
 * The web router builds its routes from it; the server reads it to start a page's code and data
 * from the HTML, before any JavaScript runs (docs/decisions/006).
 */
export const PAGE_ROUTES = [
  ['/', 'home/HomePage'],
  ['/live', 'live/LivePage'],
  ['/temples', 'temples/TemplesPage'],
  ['/temple/:id', 'temples/TempleDetailPage'],
  ['/donation-details/:name', 'donations/DonationDetailsPage'],
  ['/pujas', 'pujas/PujasPage'],
  ['/puja-details/:name', 'pujas/PujaDetailsPage'],
  ['/puja-details', 'pujas/PujaDetailsPage'],
  ['/puja-sankalp/:pujaName', 'booking/PujaSankalpPage'],
  ['/puja-chadhava-selection/:name', 'booking/PujaChadhavaSelectionPage'],
  ['/puja-checkout-success/:name', 'booking/PujaCheckoutSuccessPage'],
  ['/chadhava', 'chadhava/ChadhavaPage'],
  ['/chadhava-details/:name', 'chadhava/ChadhavaDetailsPage'],
  ['/chadhava-checkout/:name', 'chadhava/ChadhavaCheckoutPage'],
  ['/chadhava-checkout-success/:name', 'chadhava/ChadhavaSuccessPage'],
  ['/donations', 'donations/DonationsPage'],
  ['/donor-form', 'donations/DonorFormPage'],
  ['/donation-checkout-success', 'donations/DonationSuccessPage'],
  ['/kundli', 'kundli/KundliPage'],
  ['/Kundli-report', 'kundli/KundliReportPage'],
  // The day's panchang for a city (issue 11).
  ['/panchang', 'panchang/PanchangPage'],
  ['/astro', 'astro/AstroPage'],
  ['/astro-booking/:id', 'astro/AstroProfilePage'],
  ['/astro-booking-form/:panditId', 'astro/AstroBookingFormPage'],
  ['/astro-booking-success', 'astro/AstroBookingSuccessPage'],
  ['/store', 'store/StorePage'],
  ['/store/product/:id', 'store/ProductPage'],
  ['/product-order-details/:name', 'store/ProductOrderDetailsPage'],
  ['/product-order-confirmation/:name', 'store/ProductOrderConfirmationPage'],
  // Named in the spec's navigation without screens (part 1 § 2); built by issue 9.
  ['/cart', 'cart/CartPage'],
  ['/checkout', 'store/CheckoutPage'],
  ['/auth', 'account/AuthPage'],
  ['/profile', 'account/ProfilePage'],
  ['/video/:id', 'live/VideoPage'],
  ['/prasad', 'prasad/PrasadPage'],
  ['/watch-live', 'live/WatchLivePage'],
  ['/notifications', 'notifications/NotificationsPage'],
  ['/settings', 'account/SettingsPage'],
  ['/help', 'pages/HelpPage'],
  ['/about-us', 'pages/AboutPage'],
  ['/contact-us', 'pages/ContactPage'],
  ['/faq', 'pages/FaqPage'],
  ['/privacy-policy', 'pages/PrivacyPolicyPage'],
  ['/terms-of-service', 'pages/TermsPage'],
  ['/refund-policy', 'pages/RefundPolicyPage'],
  ['/sitemap', 'pages/SitemapPage'],
  // The operator console (issue 14): one page whose sections are nested routes and lazy chunks.
  ['/admin/*', 'admin/AdminPage'],
  ['*', 'pages/NotFoundPage'],
] as const;

export type PageName = (typeof PAGE_ROUTES)[number][1];
export type PageMatch = { page: PageName; params: Record<string, string> };

const compiled = PAGE_ROUTES.filter(([path]) => path !== '*').map(([path, page]) => ({
  page,
  segments: path.split('/').filter(Boolean),
}));

/**
 * The page a pathname renders, matched as React Router matches this table: static segments
 * case-insensitively, `:param` as one non-empty segment (decoded), a trailing `/*` as any rest
 * (none included, as `params['*']`), a trailing slash ignored, and the `*` page for anything
 * else. No two patterns in the table compete, so the first match wins.
 */
export function matchPageRoute(pathname: string): PageMatch {
  const parts = pathname.split('/').filter(Boolean);
  for (const route of compiled) {
    const splat = route.segments.at(-1) === '*';
    const fixed = splat ? route.segments.slice(0, -1) : route.segments;
    if (splat ? parts.length < fixed.length : fixed.length !== parts.length) continue;
    const params: Record<string, string> = splat ? { '*': parts.slice(fixed.length).join('/') } : {};
    const ok = fixed.every((seg, i) => {
      const part = parts[i]!;
      if (seg.startsWith(':')) {
        try {
          params[seg.slice(1)] = decodeURIComponent(part);
        } catch {
          params[seg.slice(1)] = part;
        }
        return true;
      }
      return seg.toLowerCase() === part.toLowerCase();
    });
    if (ok) return { page: route.page, params };
  }
  return { page: 'pages/NotFoundPage', params: {} };
}

/**
 * The public pages the server renders to HTML with their data (issue 12, docs/decisions/014): what a
 * devotee lands on from a shared link or a search engine. Signed-in pages, checkouts and the console
 * stay client-rendered (the server sends the static shell), and robots.txt keeps them out.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'home/HomePage',
  'live/LivePage',
  'temples/TemplesPage',
  'temples/TempleDetailPage',
  'donations/DonationDetailsPage',
  'pujas/PujasPage',
  'pujas/PujaDetailsPage',
  'chadhava/ChadhavaPage',
  'chadhava/ChadhavaDetailsPage',
  'donations/DonationsPage',
  'kundli/KundliPage',
  'panchang/PanchangPage',
  'astro/AstroPage',
  'astro/AstroProfilePage',
  'store/StorePage',
  'store/ProductPage',
  'live/VideoPage',
  'prasad/PrasadPage',
  'pages/HelpPage',
  'pages/AboutPage',
  'pages/ContactPage',
  'pages/FaqPage',
  'pages/PrivacyPolicyPage',
  'pages/TermsPage',
  'pages/RefundPolicyPage',
  'pages/SitemapPage',
  'pages/NotFoundPage',
]);

/**
 * Paths the spec's navigation names without a screen of their own (part 1 § 2: "further paths seen
 * in navigation"), and the page that shows what they mean: the server answers them with a
 * permanent redirect, so an old or hand-typed link still lands. A puja's page without its name
 * goes to the pujas list (part 2 § 2): in the browser the page itself does it, the server answers
 * 301 (issue 12: the redirects the spec asks for answer 3xx).
 */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  '/products': '/store',
  '/astrologers': '/astro',
  '/puja-details': '/pujas',
};
