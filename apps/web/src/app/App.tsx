import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { AppRoutes, type PageComponents } from './router';

/** The whole app inside its router: the same tree in the browser and in a server render (issue 12). */
export function App({ client, pages, router }: { client: QueryClient; pages?: PageComponents; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider>{router(<AppRoutes pages={pages} />)}</AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
