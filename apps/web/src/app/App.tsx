import { StrictMode, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { restoreLanguage } from '../lib/i18n/index';
import { AppRoutes, type PageComponents } from './router';

/**
 * Applies the devotee's stored language once mounted: a page the server rendered in English
 * hydrates in English first (as rendered), then switches. Part of every render, so the tree (and
 * React's ids) are the same on the server and in the browser.
 */
function StoredLanguage() {
  useEffect(() => void restoreLanguage(), []);
  return null;
}

/** The whole app inside its router: the same tree in the browser and in a server render (issue 12). */
export function App({ client, pages, router }: { client: QueryClient; pages?: PageComponents; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider>
          {router(
            <>
              <AppRoutes pages={pages} />
              <StoredLanguage />
            </>,
          )}
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
