import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import '../styles.css';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { loadBootData } from '../lib/boot-data';
import { installAuth } from '../lib/auth/install';
import { restoreLanguage } from '../lib/i18n/index';
import { queryClient } from '../lib/query-client';
import { navigateOutsideReact } from '../lib/navigation';
import { AppRoutes } from './router';

restoreLanguage();
loadBootData();
// Every call carries the session; a 401 signs out and goes to sign-in (coming back here after).
installAuth({
  onSessionExpired: () => {
    const { pathname, search } = window.location;
    if (pathname !== '/auth') navigateOutsideReact('/auth', { replace: true, state: { from: `${pathname}${search}` } });
  },
});

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first page in slices, so a slow phone stays responsive.
startTransition(() =>
  root.render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
  ),
);
