import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorBoundary } from './layout/RouteError';

/**
 * The route table is spec part 1 § 2, in its order. Each page is its own lazily loaded chunk
 * with its own error boundary. Declarative routing (docs/decisions/005) keeps React Router's data
 * layer (~17 KB gzip) off the first load; pages fetch their data with TanStack Query.
 */
const ROUTES: [string, LazyExoticComponent<ComponentType>][] = [
  ['/', lazy(() => import('../features/home/routes/HomePage'))],
  ['/live', lazy(() => import('../features/live/routes/LivePage'))],
  ['/temples', lazy(() => import('../features/temples/routes/TemplesPage'))],
  ['/temple/:id', lazy(() => import('../features/temples/routes/TempleDetailPage'))],
  ['/donation-details/:name', lazy(() => import('../features/donations/routes/DonationDetailsPage'))],
  ['/pujas', lazy(() => import('../features/pujas/routes/PujasPage'))],
  ['/puja-details/:name', lazy(() => import('../features/pujas/routes/PujaDetailsPage'))],
  ['/puja-details', lazy(() => import('../features/pujas/routes/PujaDetailsPage'))],
  ['/puja-sankalp/:pujaName', lazy(() => import('../features/booking/routes/PujaSankalpPage'))],
  ['/puja-chadhava-selection/:name', lazy(() => import('../features/booking/routes/PujaChadhavaSelectionPage'))],
  ['/puja-checkout-success/:name', lazy(() => import('../features/booking/routes/PujaCheckoutSuccessPage'))],
  ['/chadhava', lazy(() => import('../features/chadhava/routes/ChadhavaPage'))],
  ['/chadhava-details/:name', lazy(() => import('../features/chadhava/routes/ChadhavaDetailsPage'))],
  ['/chadhava-checkout/:name', lazy(() => import('../features/chadhava/routes/ChadhavaCheckoutPage'))],
  ['/chadhava-checkout-success/:name', lazy(() => import('../features/chadhava/routes/ChadhavaSuccessPage'))],
  ['/donations', lazy(() => import('../features/donations/routes/DonationsPage'))],
  ['/donor-form', lazy(() => import('../features/donations/routes/DonorFormPage'))],
  ['/donation-checkout-success', lazy(() => import('../features/donations/routes/DonationSuccessPage'))],
  ['/kundli', lazy(() => import('../features/kundli/routes/KundliPage'))],
  ['/Kundli-report', lazy(() => import('../features/kundli/routes/KundliReportPage'))],
  ['/astro', lazy(() => import('../features/astro/routes/AstroPage'))],
  ['/astro-booking/:id', lazy(() => import('../features/astro/routes/AstroProfilePage'))],
  ['/astro-booking-form/:panditId', lazy(() => import('../features/astro/routes/AstroBookingFormPage'))],
  ['/astro-booking-success', lazy(() => import('../features/astro/routes/AstroBookingSuccessPage'))],
  ['/store', lazy(() => import('../features/store/routes/StorePage'))],
  ['/store/product/:id', lazy(() => import('../features/store/routes/ProductPage'))],
  ['/product-order-details/:name', lazy(() => import('../features/store/routes/ProductOrderDetailsPage'))],
  ['/product-order-confirmation/:name', lazy(() => import('../features/store/routes/ProductOrderConfirmationPage'))],
  ['/auth', lazy(() => import('../features/account/routes/AuthPage'))],
  ['/profile', lazy(() => import('../features/account/routes/ProfilePage'))],
  ['/video/:id', lazy(() => import('../features/live/routes/VideoPage'))],
  ['/prasad', lazy(() => import('../features/prasad/routes/PrasadPage'))],
  ['/watch-live', lazy(() => import('../features/live/routes/WatchLivePage'))],
  ['/notifications', lazy(() => import('../features/pages/routes/NotificationsPage'))],
  ['/settings', lazy(() => import('../features/account/routes/SettingsPage'))],
  ['/help', lazy(() => import('../features/pages/routes/HelpPage'))],
  ['/about-us', lazy(() => import('../features/pages/routes/AboutPage'))],
  ['/contact-us', lazy(() => import('../features/pages/routes/ContactPage'))],
  ['/faq', lazy(() => import('../features/pages/routes/FaqPage'))],
  ['/privacy-policy', lazy(() => import('../features/pages/routes/PrivacyPolicyPage'))],
  ['/terms-of-service', lazy(() => import('../features/pages/routes/TermsPage'))],
  ['/refund-policy', lazy(() => import('../features/pages/routes/RefundPolicyPage'))],
  ['/sitemap', lazy(() => import('../features/pages/routes/SitemapPage'))],
  ['*', lazy(() => import('../features/pages/routes/NotFoundPage'))],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteErrorBoundary>
                <Page />
              </RouteErrorBoundary>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}

