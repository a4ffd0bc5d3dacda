import { useSyncExternalStore } from 'react';

/**
 * The signed-in flag as the spec defines it (part 1 § 6): `isAuthenticated` is the string "true"
 * and a user is stored. The accounts feature owns sign-in; the shell only reads this.
 */
export type StoredUser = { id?: string; _id?: string; fullName?: string; email?: string; phoneNumber?: string; userStuffId?: string };

const listeners = new Set<() => void>();
export const notifySessionChange = () => listeners.forEach((l) => l());

function readUser(): StoredUser | null {
  try {
    if (localStorage.getItem('isAuthenticated') !== 'true' || !localStorage.getItem('authToken')) return null;
    return JSON.parse(localStorage.getItem('user') ?? 'null') as StoredUser | null;
  } catch {
    return null;
  }
}

let snapshot = typeof window === 'undefined' ? null : readUser();
function subscribe(l: () => void) {
  const onStorage = () => {
    snapshot = readUser();
    l();
  };
  const wrapped = () => {
    snapshot = readUser();
    l();
  };
  listeners.add(wrapped);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(wrapped);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, () => snapshot, () => null);
}
