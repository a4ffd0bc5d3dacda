import { describe, expect, it, vi } from 'vitest';
import { AUTH_KEYS, clearSession, restoreSession, saveSession, type KeyValueStorage } from './storage';
import { createAuthStore } from './store';
import { memoryStorage } from '../../test/memory-storage';

const user = { id: 'u1', _id: 'u1', fullName: 'Asha Devi', email: 'asha@example.com', phoneNumber: '+919876543210', userStuffId: 's1' };
const stored = { authToken: 'tok', user: JSON.stringify(user), isAuthenticated: 'true' };

describe('restoreSession (spec part 1 § 4, on start)', () => {
  it('is signed in when all three keys are there and the user parses', () => {
    expect(restoreSession(memoryStorage(stored))).toEqual({ status: 'signed-in', user, token: 'tok' });
  });

  it.each([
    ['no token', { ...stored, authToken: undefined }],
    ['no user', { ...stored, user: undefined }],
    ['no flag', { ...stored, isAuthenticated: undefined }],
    ['a flag other than the string true', { ...stored, isAuthenticated: 'yes' }],
  ])('is signed out with %s, leaving storage alone', (_, entries) => {
    const s = memoryStorage(Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as Record<string, string>);
    const before = new Map(s.data);
    expect(restoreSession(s)).toEqual({ status: 'signed-out' });
    expect(s.data).toEqual(before);
  });

  it.each([['not JSON', '{oops'], ['JSON but not a user', '"just text"'], ['a user without an id', '{"fullName":"A"}']])(
    'removes all three keys and logs when the stored user is %s',
    (_, raw) => {
      const s = memoryStorage({ ...stored, user: raw, favorites: '[]' });
      const log = vi.fn();
      expect(restoreSession(s, log)).toEqual({ status: 'corrupt' });
      expect(log).toHaveBeenCalledOnce();
      expect([...s.data.keys()]).toEqual(['favorites']);
    },
  );

  it('is signed out without storage, or when storage throws', () => {
    expect(restoreSession(null)).toEqual({ status: 'signed-out' });
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(restoreSession(throwing)).toEqual({ status: 'signed-out' });
  });
});

describe('saveSession / clearSession', () => {
  it('saves the three keys, the flag as the string true, and clears them', () => {
    const s = memoryStorage({ settings: '{}' });
    saveSession(s, user, 'tok');
    expect(s.data.get(AUTH_KEYS.token)).toBe('tok');
    expect(JSON.parse(s.data.get(AUTH_KEYS.user)!)).toEqual(user);
    expect(s.data.get(AUTH_KEYS.flag)).toBe('true');
    clearSession(s);
    expect([...s.data.keys()]).toEqual(['settings']);
  });
});

describe('createAuthStore', () => {
  it('restores a stored session without a success flag, loading off', () => {
    const store = createAuthStore(memoryStorage(stored));
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().isLoading));
    store.restore();
    expect(store.getState()).toEqual({ user, token: 'tok', isAuthenticated: true, isLoading: false, error: null, success: false });
    expect(seen[0]).toBe(true); // loading was set first
  });

  it('stops loading when nothing is stored, and after a corrupt user', () => {
    const empty = createAuthStore(memoryStorage());
    empty.restore();
    expect(empty.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    const s = memoryStorage({ ...stored, user: '{bad' });
    const corrupt = createAuthStore(s, () => undefined);
    corrupt.restore();
    expect(corrupt.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(s.data.size).toBe(0);
  });

  it('signIn saves the three keys; updateUser keeps the token; signOut clears everything', () => {
    const s = memoryStorage();
    const store = createAuthStore(s);
    store.signIn(user, 'tok');
    expect(store.getState()).toMatchObject({ isAuthenticated: true, success: true, token: 'tok' });
    expect(s.data.get('isAuthenticated')).toBe('true');
    store.updateUser({ ...user, fullName: 'Asha Sharma' });
    expect(JSON.parse(s.data.get('user')!).fullName).toBe('Asha Sharma');
    expect(store.getState().token).toBe('tok');
    store.signOut();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(s.data.size).toBe(0);
  });

  it('follows another tab: signed out there, signed out here; signed in there, signed in here', () => {
    const s = memoryStorage(stored);
    const store = createAuthStore(s);
    store.restore();
    s.data.clear();
    store.syncFromStorage();
    expect(store.getState().isAuthenticated).toBe(false);
    saveSession(s, user, 'tok2');
    store.syncFromStorage();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: 'tok2', success: false });
  });
});
