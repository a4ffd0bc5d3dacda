import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, userIdOf, type AuthState } from './reducer';

const user = { id: 'u1', fullName: 'Asha Devi', email: 'asha@example.com', phoneNumber: '+919876543210', userStuffId: 's1' };
const signedIn: AuthState = { user, token: 't1', isAuthenticated: true, isLoading: false, error: null, success: true };

describe('authReducer (spec part 1 § 4)', () => {
  it('starts signed out, not loading, with no message', () => {
    expect(initialAuthState).toEqual({ user: null, token: null, isAuthenticated: false, isLoading: false, error: null, success: false });
  });

  it('AUTH_START turns loading on and clears error and success', () => {
    const s = authReducer({ ...initialAuthState, error: 'old', success: true }, { type: 'AUTH_START' });
    expect(s).toMatchObject({ isLoading: true, error: null, success: false });
  });

  it('AUTH_SUCCESS sets user and token, signed in, loading off, error cleared, success on', () => {
    const s = authReducer({ ...initialAuthState, isLoading: true, error: 'x' }, { type: 'AUTH_SUCCESS', user, token: 't1' });
    expect(s).toEqual(signedIn);
  });

  it('AUTH_FAILURE clears user and token, stores the error, success off', () => {
    const s = authReducer({ ...signedIn, isLoading: true }, { type: 'AUTH_FAILURE', error: 'Invalid email/phone or password' });
    expect(s).toEqual({ user: null, token: null, isAuthenticated: false, isLoading: false, error: 'Invalid email/phone or password', success: false });
  });

  it('AUTH_LOGOUT resets everything to the initial state', () => {
    expect(authReducer({ ...signedIn, error: 'e', isLoading: true }, { type: 'AUTH_LOGOUT' })).toEqual(initialAuthState);
  });

  it('CLEAR_ERROR, CLEAR_SUCCESS and SET_LOADING change only their field', () => {
    const withError = { ...signedIn, error: 'oops' };
    expect(authReducer(withError, { type: 'CLEAR_ERROR' })).toEqual({ ...signedIn, error: null });
    expect(authReducer(signedIn, { type: 'CLEAR_SUCCESS' })).toEqual({ ...signedIn, success: false });
    expect(authReducer(signedIn, { type: 'SET_LOADING', loading: true })).toEqual({ ...signedIn, isLoading: true });
    expect(authReducer({ ...signedIn, isLoading: true }, { type: 'SET_LOADING', loading: false })).toEqual(signedIn);
  });

  it('returns the same object when nothing changes (no needless re-render)', () => {
    expect(authReducer(initialAuthState, { type: 'CLEAR_ERROR' })).toBe(initialAuthState);
    expect(authReducer(initialAuthState, { type: 'CLEAR_SUCCESS' })).toBe(initialAuthState);
    expect(authReducer(initialAuthState, { type: 'SET_LOADING', loading: false })).toBe(initialAuthState);
  });

  it('USER_UPDATED replaces the user only while signed in', () => {
    const renamed = { ...user, fullName: 'Asha Sharma' };
    expect(authReducer(signedIn, { type: 'USER_UPDATED', user: renamed }).user).toEqual(renamed);
    expect(authReducer(initialAuthState, { type: 'USER_UPDATED', user: renamed })).toBe(initialAuthState);
  });

  it('ignores an unknown action', () => {
    expect(authReducer(signedIn, { type: 'NOPE' } as never)).toBe(signedIn);
  });

  it('userIdOf reads id or _id', () => {
    expect(userIdOf({ id: 'a' })).toBe('a');
    expect(userIdOf({ _id: 'b' })).toBe('b');
    expect(userIdOf(null)).toBeUndefined();
  });
});
