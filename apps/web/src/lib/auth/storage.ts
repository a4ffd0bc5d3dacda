import type { AuthUser } from './reducer';

/** The three browser-storage keys of spec part 1 § 3. */
export const AUTH_KEYS = { token: 'authToken', user: 'user', flag: 'isAuthenticated' } as const;

/** The part of the Web Storage API used here (a Map-backed fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type RestoreResult =
  | { status: 'signed-in'; user: AuthUser; token: string }
  | { status: 'signed-out' }
  /** The stored user could not be read: all three keys were removed. */
  | { status: 'corrupt' };

const isUser = (v: unknown): v is AuthUser =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (typeof (v as AuthUser).id === 'string' || typeof (v as AuthUser)._id === 'string');

/**
 * Start-up restore (spec part 1 § 4): signed in only when authToken, user and
 * isAuthenticated = 'true' are all present and the user parses. An unreadable user removes all
 * three keys and is logged; anything missing means signed out. Never throws.
 */
export function restoreSession(storage: KeyValueStorage | null, log: (msg: string, err?: unknown) => void = console.warn): RestoreResult {
  if (!storage) return { status: 'signed-out' };
  let token: string | null;
  let rawUser: string | null;
  let flag: string | null;
  try {
    token = storage.getItem(AUTH_KEYS.token);
    rawUser = storage.getItem(AUTH_KEYS.user);
    flag = storage.getItem(AUTH_KEYS.flag);
  } catch {
    return { status: 'signed-out' };
  }
  if (!token || !rawUser || flag !== 'true') return { status: 'signed-out' };
  try {
    const user: unknown = JSON.parse(rawUser);
    if (!isUser(user)) throw new Error('the stored user has no id');
    return { status: 'signed-in', user, token };
  } catch (err) {
    clearSession(storage);
    log('Could not read the stored user; the saved session was cleared.', err);
    return { status: 'corrupt' };
  }
}

/** Saves the three keys after a sign-in or sign-up (always, whatever "remember me" says). */
export function saveSession(storage: KeyValueStorage | null, user: AuthUser, token: string): void {
  if (!storage) return;
  try {
    storage.setItem(AUTH_KEYS.token, token);
    storage.setItem(AUTH_KEYS.user, JSON.stringify(user));
    storage.setItem(AUTH_KEYS.flag, 'true');
  } catch {
    /* storage full or disabled: the session lasts this visit only */
  }
}

/** Removes the three keys (sign-out, expired session, corrupt data). */
export function clearSession(storage: KeyValueStorage | null): void {
  if (!storage) return;
  for (const key of Object.values(AUTH_KEYS)) {
    try {
      storage.removeItem(key);
    } catch {
      /* nothing to clear */
    }
  }
}

/** window.localStorage, or null where it is unavailable (private modes, non-browser). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}
