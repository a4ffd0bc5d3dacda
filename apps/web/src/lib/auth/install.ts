import { setAuthHooks } from '../api';
import { queryClient } from '../query-client';
import { toast } from '../toast';
import { fetchMe } from './api';
import { sessionT } from './i18n/index';
import { AUTH_KEYS } from './storage';
import { authStore, type AuthStore } from './store';

type Options = {
  /** Where to send the devotee when a call finds the session ended (the app goes to /auth). */
  onSessionExpired: () => void;
  store?: AuthStore;
};

/**
 * Wires the auth store into the app (called once from main.tsx):
 * - every API call carries the session token;
 * - a 401 on a signed-in call signs out cleanly: session cleared, query cache emptied, a toast,
 *   and `onSessionExpired` (to /auth);
 * - a sign-in or sign-out in another tab is followed here;
 * - a restored session is checked once with GET /auth/me (fresh details; an expired session is
 *   signed out quietly, without taking the devotee away from the page they opened).
 */
export function installAuth({ onSessionExpired, store = authStore }: Options): void {
  let quiet = false;
  setAuthHooks({
    getToken: () => store.getState().token,
    onUnauthorized: () => {
      if (!store.getState().isAuthenticated) return;
      store.signOut();
      queryClient.clear();
      toast.error(sessionT('ended'), { description: sessionT('endedText') });
      if (!quiet) onSessionExpired();
    },
  });

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === null || (Object.values(AUTH_KEYS) as string[]).includes(e.key)) store.syncFromStorage();
    });
  }

  if (store.getState().isAuthenticated) {
    quiet = true;
    fetchMe()
      .then((user) => store.updateUser(user))
      .catch(() => undefined /* offline or expired: handled above or kept as is */)
      .finally(() => {
        quiet = false;
      });
  }
}
