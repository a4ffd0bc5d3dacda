import { authReducer, initialAuthState, type AuthAction, type AuthState, type AuthUser } from './reducer';
import { browserStorage, clearSession, restoreSession, saveSession, type KeyValueStorage } from './storage';

export type AuthStore = {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  dispatch(action: AuthAction): void;
  /** Start-up restore from storage (spec part 1 § 4): loading on, then signed in or not, loading off. */
  restore(): void;
  /** AUTH_SUCCESS and the three storage keys (login, register, a new token after a password change). */
  signIn(user: AuthUser, token: string): void;
  /** New details of the signed-in user (kept in storage too). */
  updateUser(user: AuthUser): void;
  /** AUTH_LOGOUT and the three keys removed. Local only: revoking the token is the caller's part. */
  signOut(): void;
  /** Another tab signed in or out: follow it without writing storage back. */
  syncFromStorage(): void;
};

/** An auth store over a storage (localStorage in the app, a fake in tests). */
const FIELDS = Object.keys(initialAuthState) as (keyof AuthState)[];

/**
 * The signed-out state as the very initial object. A server-rendered page hydrates with that
 * object, and React compares the store's state with it by identity: a new but equal one (the
 * start-up's loading on, then off) would re-render every reader of the session at once, in one
 * long task, right after hydration (issue 12: blocking time).
 */
const signedOutAsInitial = (s: AuthState): AuthState =>
  s !== initialAuthState && FIELDS.every((k) => s[k] === initialAuthState[k]) ? initialAuthState : s;

export function createAuthStore(storage: KeyValueStorage | null, log?: (msg: string, err?: unknown) => void): AuthStore {
  let state: AuthState = initialAuthState;
  const listeners = new Set<() => void>();

  const dispatch = (action: AuthAction) => {
    const next = signedOutAsInitial(authReducer(state, action));
    if (next === state) return;
    state = next;
    listeners.forEach((l) => l());
  };

  const restore = () => {
    dispatch({ type: 'SET_LOADING', loading: true });
    const restored = restoreSession(storage, log);
    if (restored.status === 'signed-in') {
      dispatch({ type: 'AUTH_SUCCESS', user: restored.user, token: restored.token });
      // A restored session is not a fresh sign-in: no success banner.
      dispatch({ type: 'CLEAR_SUCCESS' });
    } else {
      dispatch({ type: 'SET_LOADING', loading: false });
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    restore,
    signIn(user, token) {
      saveSession(storage, user, token);
      dispatch({ type: 'AUTH_SUCCESS', user, token });
    },
    updateUser(user) {
      if (!state.isAuthenticated || !state.token) return;
      saveSession(storage, user, state.token);
      dispatch({ type: 'USER_UPDATED', user });
    },
    signOut() {
      clearSession(storage);
      dispatch({ type: 'AUTH_LOGOUT' });
    },
    syncFromStorage() {
      const restored = restoreSession(storage, log);
      if (restored.status === 'signed-in') {
        if (restored.token === state.token && JSON.stringify(restored.user) === JSON.stringify(state.user)) return;
        dispatch({ type: 'AUTH_SUCCESS', user: restored.user, token: restored.token });
        dispatch({ type: 'CLEAR_SUCCESS' });
      } else if (state.isAuthenticated) {
        dispatch({ type: 'AUTH_LOGOUT' });
      }
    },
  };
}

/** The app's one auth store, restored from localStorage before the first render. */
export const authStore: AuthStore = createAuthStore(browserStorage());
if (typeof window !== 'undefined') authStore.restore();
