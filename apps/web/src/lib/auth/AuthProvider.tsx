import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { queryClient } from '../query-client';
import { toast } from '../toast';
import { followAccountChoices } from './account-choices';
import { revokeSession } from './api';
import { sessionT } from './i18n/index';
import { initialAuthState, type AuthAction, type AuthState, type AuthUser } from './reducer';
import { authStore, type AuthStore } from './store';

export type AuthContextValue = AuthState & {
  dispatch: (action: AuthAction) => void;
  /** AUTH_SUCCESS + storage (login, register, new token after a password change). */
  signIn: (user: AuthUser, token: string) => void;
  updateUser: (user: AuthUser) => void;
  /** Clears the session here, empties the query cache, says so, and revokes the token on the server. */
  logout: () => Promise<void>;
  /**
   * The account itself is gone (deleted): clears the session here and empties the query cache,
   * quietly and without asking the server, which has already ended every session.
   */
  forgetSession: () => void;
  clearError: () => void;
  clearSuccess: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Signs out here first (instant, works offline), then asks the server to revoke the token. */
export async function logoutFrom(store: AuthStore): Promise<void> {
  const token = store.getState().token;
  store.signOut();
  queryClient.clear();
  toast.success(sessionT('loggedOut'));
  if (token) await revokeSession(token).catch(() => undefined);
}

const serverAuthState = () => initialAuthState;

export function AuthProvider({ children, store = authStore }: { children: ReactNode; store?: AuthStore }) {
  // A server render is signed out (it is shared by everyone), so hydration is too; the restored
  // session shows right after (issue 12).
  const state = useSyncExternalStore(store.subscribe, store.getState, serverAuthState);
  // The account's theme and language, once mounted: a server-rendered page hydrates as rendered first.
  useEffect(() => followAccountChoices(store), [store]);
  const actions = useMemo(
    () => ({
      dispatch: store.dispatch,
      signIn: store.signIn,
      updateUser: store.updateUser,
      logout: () => logoutFrom(store),
      forgetSession: () => {
        store.signOut();
        queryClient.clear();
      },
      clearError: () => store.dispatch({ type: 'CLEAR_ERROR' }),
      clearSuccess: () => store.dispatch({ type: 'CLEAR_SUCCESS' }),
    }),
    [store],
  );
  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The authentication state and its actions. Throws outside <AuthProvider> (spec part 1 § 8). */
export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
