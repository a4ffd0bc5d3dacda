import { useSyncExternalStore } from 'react';
import type { AuthUser } from './reducer';
import { authStore } from './store';

/**
 * The signed-in flag as the spec defines it (part 1 § 6): `isAuthenticated` is the string "true"
 * and a user is stored — read through the auth store, which restores exactly that at start-up.
 * Usable anywhere (no provider needed), e.g. by the header.
 */
export type StoredUser = AuthUser;

const getUser = () => {
  const s = authStore.getState();
  return s.isAuthenticated ? s.user : null;
};

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(authStore.subscribe, getUser, () => null);
}
