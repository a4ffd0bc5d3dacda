import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorBoundary } from './layout/RouteError';
import { PAGE_ROUTES, type PageName } from '@sankalp/shared/routes';
import { loadLanguage } from '../lib/i18n/index';

/**
 * The route table lives in `@sankalp/shared/routes` (spec part 1 § 2, in its order), because the
 * server reads it too: it starts a page's code and data from the HTML (docs/decisions/006). Each
 * page is its own lazily loaded chunk with its own error boundary. Declarative routing
 * (docs/decisions/005) keeps React Router's data layer (~17 KB gzip) off the first load; pages
 * fetch their data with TanStack Query.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>('../features/*/routes/*Page.tsx');

function pageModule(page: PageName) {
  const [feature, name] = page.split('/');
  const load = pageModules[`../features/${feature}/routes/${name}.tsx`];
  if (!load) throw new Error(`No page module for ${page}`);
  // A Hindi reader's page waits for the Hindi of the namespaces its code just registered.
  return () => load().then(async (mod) => (await loadLanguage(), mod));
}

const lazyPages = new Map<PageName, LazyExoticComponent<ComponentType>>();
function lazyPage(page: PageName) {
  let Page = lazyPages.get(page);
  if (!Page) {
    Page = lazy(pageModule(page));
    lazyPages.set(page, Page);
  }
  return Page;
}

/**
 * The pages for hydrating a server-rendered page (docs/decisions/014): its own page already
 * loaded, so it hydrates in the first pass instead of waiting behind a lazy boundary (where the
 * first update after hydration, a countdown's tick or the restored session, would make React
 * throw the server's markup away and render it again); every other page lazily.
 */
export async function pagesForHydration(first: PageName): Promise<PageComponents> {
  const { default: First } = await pageModule(first)();
  return (page) => (page === first ? First : lazyPage(page));
}

/** How each page's component is had: lazily in the browser, at once in a server render (entry-server.tsx). */
export type PageComponents = (page: PageName) => ComponentType;

export function AppRoutes({ pages = lazyPage }: { pages?: PageComponents }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PAGE_ROUTES.map(([path, page]) => [path, pages(page)] as const).map(([path, Page]) => (
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

