import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRegisterNavigator } from '../../lib/navigation';
import { useWebFonts } from '../../lib/web-fonts';
import { useT } from '../../lib/i18n/index';
import { PageSkeleton } from '../../components/ui/Skeleton';
import { isConsolePath } from './console-path';
import { Footer } from './Footer';
import { Header } from './Header';
import { LazyToaster } from './LazyToaster';
import { ScrollToTop } from './ScrollToTop';

function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useT();
  // The operator console brings its own shell.
  if (isConsolePath(pathname)) return <div className="min-h-dvh">{children}</div>;
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <Header />
      {/* At least a screen tall, so the footer never jumps while a page loads (CLS). */}
      <main id="main" className="min-h-dvh flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * Says that the page's content has hydrated (it sits inside the page's Suspense boundary, which
 * React hydrates after the root): the page loader then makes again a button press it held
 * (public/page-loader.js), and tests can wait for `html[data-hydrated]`.
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.dispatchEvent(new Event('sankalp:hydrated'));
  }, []);
  return null;
}

export function RootLayout() {
  useRegisterNavigator();
  useWebFonts();
  return (
    <Shell>
      <ScrollToTop />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
        <PageHydrated />
      </Suspense>
      <LazyToaster />
    </Shell>
  );
}
