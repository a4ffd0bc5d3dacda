import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../api';
import { AuthProvider, useAuth } from './AuthProvider';
import { installAuth } from './install';
import { initialAuthState } from './reducer';
import { createAuthStore } from './store';
import { memoryStorage } from '../../test/memory-storage';

const user = { id: 'u1', fullName: 'Asha Devi', email: 'asha@example.com' };

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useAuth', () => {
  it('throws outside its provider (spec part 1 § 8)', () => {
    const Probe = () => {
      useAuth();
      return null;
    };
    expect(() => renderToString(createElement(Probe))).toThrow('useAuth must be used within an AuthProvider');
  });

  it('gives the state and actions inside it; a server render is signed out, whoever is signed in here', () => {
    const store = createAuthStore(memoryStorage());
    store.signIn(user, 'tok');
    let seen: string | undefined;
    const Probe = () => {
      const auth = useAuth();
      seen = `${auth.isAuthenticated}:${auth.user?.fullName}:${typeof auth.logout}`;
      return null;
    };
    // renderToString is a server render (and hydration reads the same snapshot): signed out, as the
    // shared, cached HTML of a public page must be (docs/decisions/014).
    renderToString(createElement(AuthProvider, { store, children: createElement(Probe) }));
    expect(seen).toBe('false:undefined:function');
    expect(store.getState()).toMatchObject({ isAuthenticated: true, user: { fullName: 'Asha Devi' } });
  });
});

describe('createAuthStore', () => {
  it('restores a signed-out visitor to the very initial state, the one hydration reads (no re-render after it)', () => {
    const store = createAuthStore(memoryStorage());
    store.restore();
    expect(store.getState()).toBe(initialAuthState);
    store.signIn(user, 'tok');
    store.signOut();
    expect(store.getState()).toBe(initialAuthState);
  });

  it('restores a saved session', () => {
    const storage = memoryStorage();
    createAuthStore(storage).signIn(user, 'tok');
    const store = createAuthStore(storage);
    store.restore();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, success: false, token: 'tok' });
  });
});

describe('installAuth', () => {
  it('sends the token with every call and signs out cleanly on a 401', async () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.signIn(user, 'tok');
    const onSessionExpired = vi.fn();
    // The start-up check (GET /auth/me) answers with fresh details.
    const me = answer(200, { success: true, data: { user: { ...user, fullName: 'Asha Sharma' } } });
    vi.stubGlobal('fetch', me);
    installAuth({ onSessionExpired, store });
    await vi.waitFor(() => expect(store.getState().user?.fullName).toBe('Asha Sharma'));
    expect((me.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(onSessionExpired).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Your session has expired. Please sign in again.' }));
    await expect(apiGet('/users/u1/addresses')).rejects.toMatchObject({ status: 401 });
    expect(store.getState().isAuthenticated).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledOnce();

    // Signed out already: another 401 changes nothing.
    await expect(apiGet('/users/u1/addresses')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('signs an expired session out quietly at start-up (no redirect)', async () => {
    const store = createAuthStore(memoryStorage());
    store.signIn(user, 'old');
    const onSessionExpired = vi.fn();
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Your session has expired. Please sign in again.' }));
    installAuth({ onSessionExpired, store });
    await vi.waitFor(() => expect(store.getState().isAuthenticated).toBe(false));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
