import { StrictMode, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { AppRoutes, type PageComponents } from './router';
import { applyReaderLanguage } from './url-language';

/**
 * Applies the devotee's language (a `?lang=` link, else the stored choice) once mounted: a page the server rendered in English
 * hydrates in English first (as rendered), then switches. Part of every render, so the tree (and
 * React's ids) are the same on the server and in the browser.
 */
function StoredLanguage() {
  useEffect(() => void applyReaderLanguage(), []);
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
