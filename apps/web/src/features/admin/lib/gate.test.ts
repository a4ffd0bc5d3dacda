import type { AdminMe } from '@sankalp/shared/api/admin';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { gateOf } from './gate';

const me = (roles: AdminMe['roles']): AdminMe => ({
  user: { id: 'u1', fullName: 'Asha Devi', email: 'asha@example.com' },
  roles,
  twoFactorEnabled: true,
  idleTimeoutSeconds: 1800,
});
const operator = { role: 'operator' as const, templeId: null, panditId: null, temple: null, pandit: null };
const signedIn = { isAuthenticated: true, isLoading: false };
const answer = (status: number, code?: string) =>
  new ApiError('x', status, {}, code ? { success: false, code } : undefined);

describe('the console gate (issue 14)', () => {
  it('waits for the stored session, then sends a visitor to sign in', () => {
    expect(gateOf({ isAuthenticated: false, isLoading: true }, { error: null, isPending: true })).toEqual({
      kind: 'loading',
    });
    expect(gateOf({ isAuthenticated: false, isLoading: false }, { error: null, isPending: true })).toEqual({
      kind: 'signed-out',
    });
  });

  it('waits for GET /admin/me while signed in', () => {
    expect(gateOf(signedIn, { error: null, isPending: true })).toEqual({ kind: 'loading' });
  });

  it('opens the console for staff', () => {
    const data = me([operator]);
    expect(gateOf(signedIn, { data, error: null, isPending: false })).toEqual({ kind: 'ready', me: data });
  });

  it('tells a devotee the area is for the team (403 forbidden, or no roles)', () => {
    expect(gateOf(signedIn, { error: answer(403, 'forbidden'), isPending: false })).toEqual({ kind: 'not-staff' });
    expect(gateOf(signedIn, { data: me([]), error: null, isPending: false })).toEqual({ kind: 'not-staff' });
  });

  it('asks staff without two-factor sign-in to enrol (403 2fa_required)', () => {
    expect(gateOf(signedIn, { error: answer(403, '2fa_required'), isPending: false })).toEqual({ kind: 'two-factor' });
  });

  it('goes back to sign-in after the idle timeout (401)', () => {
    expect(gateOf(signedIn, { error: answer(401, 'unauthorized'), isPending: false })).toEqual({ kind: 'signed-out' });
  });

  it('offers a retry for anything else', () => {
    const error = answer(0);
    expect(gateOf(signedIn, { error, isPending: false })).toEqual({ kind: 'failed', error });
  });
});
