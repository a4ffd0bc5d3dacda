import { Suspense, type ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PageSkeleton } from '../../components/ui/Skeleton';
import { Footer } from './Footer';
import { Header } from './Header';
import { LazyToaster } from './LazyToaster';
import { ScrollToTop } from './ScrollToTop';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <Shell>
      <ScrollToTop />
      {navigation.state === 'loading' && (
        <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-saffron-500" role="progressbar" aria-label="Loading page" />
      )}
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <LazyToaster />
    </Shell>
  );
}

/** What shows while the first page's code arrives: the real header and footer, a skeleton between. */
export function BootFallback() {
  return (
    <Shell>
      <PageSkeleton />
    </Shell>
  );
}
