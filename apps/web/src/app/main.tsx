import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../styles.css';
import { installAuth } from '../lib/auth/install';
import { setRenderClock } from '../lib/clock';
import { onLanguageChange, setLanguage } from '../lib/i18n/index';
import { queryClient } from '../lib/query-client';
import { navigateOutsideReact } from '../lib/navigation';
import { hydratePageState, readPageState } from '../lib/ssr/page-state';
import { matchPageRoute } from '@sankalp/shared/routes';
import { App } from './App';
import { pagesForHydration } from './router';
import { applyReaderLanguage } from './url-language';

// Every call carries the session; a 401 signs out and goes to sign-in (coming back here after).
installAuth({
  onSessionExpired: () => {
    const { pathname, search } = window.location;
    if (pathname !== '/auth') navigateOutsideReact('/auth', { replace: true, state: { from: `${pathname}${search}` } });
  },
});

const rootEl = document.getElementById('root')!;
const pageState = readPageState();

if (pageState) {
  // A server-rendered public page (docs/decisions/014): hydrate what the server sent, with its
  // answers, its render time and its language, so the first client render matches it exactly.
  hydratePageState(queryClient, pageState);
  setRenderClock(pageState.now);
  // The page's code first (it registers its namespaces), then their Hindi for a Hindi page.
  const ready = pagesForHydration(matchPageRoute(window.location.pathname).page).then(async (pages) => {
    if (pageState.language === 'hi') await setLanguage('hi');
    return pages;
  });
  // As a transition, React hydrates in slices of a few milliseconds, so a slow phone answers a
  // tap while the page is being taken over.
  void ready.then((pages) => {
    // From now on a change of language refetches what the API wrote in the old one.
    onLanguageChange(() => void queryClient.invalidateQueries());
    startTransition(() => {
      hydrateRoot(
        rootEl,
        <App
          client={queryClient}
          pages={pages}
          router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
        />,
      );
    });
  });
} else {
  onLanguageChange(() => void queryClient.invalidateQueries());
  void applyReaderLanguage();
  const root = createRoot(rootEl);
  // A transition lets React render the first page in slices, so a slow phone stays responsive.
  startTransition(() =>
    root.render(<App client={queryClient} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />),
  );
}
