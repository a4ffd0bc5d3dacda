import { createBrowserRouter, type RouteObject } from 'react-router';
import { BootFallback, RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

type PageModule = { default: React.ComponentType };

/** A lazily loaded page with its own error boundary (route-level code splitting). */
const page = (path: string, load: () => Promise<PageModule>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
  errorElement: <RouteError />,
});

// The route table is spec part 1 § 2, in its order.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first lazy route module loads (no server rendering here).
    HydrateFallback: BootFallback,
    children: [
      page('/', () => import('../features/home/routes/HomePage')),
      page('/live', () => import('../features/live/routes/LivePage')),
      page('/temples', () => import('../features/temples/routes/TemplesPage')),
      page('/temple/:id', () => import('../features/temples/routes/TempleDetailPage')),
      page('/donation-details/:name', () => import('../features/donations/routes/DonationDetailsPage')),
      page('/pujas', () => import('../features/pujas/routes/PujasPage')),
      page('/puja-details/:name', () => import('../features/pujas/routes/PujaDetailsPage')),
      page('/puja-details', () => import('../features/pujas/routes/PujaDetailsPage')),
      page('/puja-sankalp/:pujaName', () => import('../features/booking/routes/PujaSankalpPage')),
      page('/puja-chadhava-selection/:name', () => import('../features/booking/routes/PujaChadhavaSelectionPage')),
      page('/puja-checkout-success/:name', () => import('../features/booking/routes/PujaCheckoutSuccessPage')),
      page('/chadhava', () => import('../features/chadhava/routes/ChadhavaPage')),
      page('/chadhava-details/:name', () => import('../features/chadhava/routes/ChadhavaDetailsPage')),
      page('/chadhava-checkout/:name', () => import('../features/chadhava/routes/ChadhavaCheckoutPage')),
      page('/chadhava-checkout-success/:name', () => import('../features/chadhava/routes/ChadhavaSuccessPage')),
      page('/donations', () => import('../features/donations/routes/DonationsPage')),
      page('/donor-form', () => import('../features/donations/routes/DonorFormPage')),
      page('/donation-checkout-success', () => import('../features/donations/routes/DonationSuccessPage')),
      page('/kundli', () => import('../features/kundli/routes/KundliPage')),
      page('/Kundli-report', () => import('../features/kundli/routes/KundliReportPage')),
      page('/astro', () => import('../features/astro/routes/AstroPage')),
      page('/astro-booking/:id', () => import('../features/astro/routes/AstroProfilePage')),
      page('/astro-booking-form/:panditId', () => import('../features/astro/routes/AstroBookingFormPage')),
      page('/astro-booking-success', () => import('../features/astro/routes/AstroBookingSuccessPage')),
      page('/store', () => import('../features/store/routes/StorePage')),
      page('/store/product/:id', () => import('../features/store/routes/ProductPage')),
      page('/product-order-details/:name', () => import('../features/store/routes/ProductOrderDetailsPage')),
      page('/product-order-confirmation/:name', () => import('../features/store/routes/ProductOrderConfirmationPage')),
      page('/auth', () => import('../features/account/routes/AuthPage')),
      page('/profile', () => import('../features/account/routes/ProfilePage')),
      page('/video/:id', () => import('../features/live/routes/VideoPage')),
      page('/prasad', () => import('../features/prasad/routes/PrasadPage')),
      page('/watch-live', () => import('../features/live/routes/WatchLivePage')),
      page('/notifications', () => import('../features/pages/routes/NotificationsPage')),
      page('/settings', () => import('../features/account/routes/SettingsPage')),
      page('/help', () => import('../features/pages/routes/HelpPage')),
      page('/about-us', () => import('../features/pages/routes/AboutPage')),
      page('/contact-us', () => import('../features/pages/routes/ContactPage')),
      page('/faq', () => import('../features/pages/routes/FaqPage')),
      page('/privacy-policy', () => import('../features/pages/routes/PrivacyPolicyPage')),
      page('/terms-of-service', () => import('../features/pages/routes/TermsPage')),
      page('/refund-policy', () => import('../features/pages/routes/RefundPolicyPage')),
      page('/sitemap', () => import('../features/pages/routes/SitemapPage')),
      page('*', () => import('../features/pages/routes/NotFoundPage')),
    ],
  },
];

export const router = createBrowserRouter(routes);
