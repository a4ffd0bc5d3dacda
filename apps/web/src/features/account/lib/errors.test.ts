import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { conflictField, errorMessage, firstFieldError, formatWait, retryAfterSeconds, serverFieldErrors } from './errors';

describe('errorMessage', () => {
  it('uses the server message, else the fallback', () => {
    expect(errorMessage(new ApiError('Invalid email/phone or password', 401), 'Login failed')).toBe('Invalid email/phone or password');
    expect(errorMessage(new ApiError('', 500), 'Login failed')).toBe('Login failed');
    expect(errorMessage('weird', 'Registration failed')).toBe('Registration failed');
    expect(errorMessage(new Error('Network error. Please check your connection.'), 'x')).toBe('Network error. Please check your connection.');
  });

  it('keeps the message of our rate limit (rate_limited), which says how long to wait in any language', () => {
    const body = { code: 'rate_limited', details: { retryAfter: 170 } };
    const err = new ApiError('Too many attempts. Please try again in 3 minutes.', 429, {}, body);
    expect(errorMessage(err, 'x')).toBe('Too many attempts. Please try again in 3 minutes.');
    expect(retryAfterSeconds(err)).toBe(170);
    // Decided by the code, not by the words: the Hindi message passes unchanged too.
    const hindi = 'बहुत ज़्यादा प्रयास हो गए। कृपया 3 मिनट बाद फिर से कोशिश करें।';
    expect(errorMessage(new ApiError(hindi, 429, {}, body), 'x')).toBe(hindi);
  });

  it('adds the wait to a 429 message that does not', () => {
    const err = new ApiError('Too many requests', 429, {}, { details: { retryAfter: 61 } });
    expect(errorMessage(err, 'x')).toBe('Too many requests Please try again in 2 minutes.');
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(45)).toBe('45 seconds');
    expect(formatWait(60)).toBe('1 minute');
  });
});

describe('server field errors', () => {
  it('maps a 409 duplicate to its field by its code, in any language', () => {
    expect(conflictField(new ApiError('An account with this email already exists', 409, {}, { code: 'email_taken' }))).toBe('email');
    expect(conflictField(new ApiError('An account with this phone number already exists', 409, {}, { code: 'phone_taken' }))).toBe('phoneNumber');
    expect(conflictField(new ApiError('इस ईमेल से एक खाता पहले से बना हुआ है', 409, {}, { code: 'email_taken' }))).toBe('email');
    expect(conflictField(new ApiError('इस फ़ोन नंबर से एक खाता पहले से बना हुआ है', 409, {}, { code: 'phone_taken' }))).toBe('phoneNumber');
    // The words alone decide nothing.
    expect(conflictField(new ApiError('An account with this email already exists', 409, {}, { code: 'conflict' }))).toBeUndefined();
    expect(conflictField(new ApiError('Conflict', 409))).toBeUndefined();
  });

  it('finds the first field the server put a message under, by its key', () => {
    const fields = ['currentPassword', 'newPassword'] as const;
    const wrong = new ApiError('मौजूदा पासवर्ड सही नहीं है', 400, { currentPassword: 'मौजूदा पासवर्ड सही नहीं है' }, { code: 'password_incorrect' });
    expect(firstFieldError(wrong, fields)).toEqual({ field: 'currentPassword', message: 'मौजूदा पासवर्ड सही नहीं है' });
    const same = new ApiError('New password must be different from your current password', 400, {
      newPassword: 'New password must be different from your current password',
    });
    expect(firstFieldError(same, fields)).toEqual({ field: 'newPassword', message: 'New password must be different from your current password' });
    // A message that merely names a field marks none.
    expect(firstFieldError(new ApiError('Current password is incorrect', 400), fields)).toBeUndefined();
    expect(firstFieldError(new Error('x'), fields)).toBeUndefined();
  });

  it('merges 400 field errors and the duplicate', () => {
    expect(serverFieldErrors(new ApiError('Bad', 400, { password: 'This password is too common.' }))).toEqual({
      password: 'This password is too common.',
    });
    expect(serverFieldErrors(new ApiError('इस ईमेल से एक खाता पहले से बना हुआ है', 409, {}, { code: 'email_taken' }))).toEqual({
      email: 'इस ईमेल से एक खाता पहले से बना हुआ है',
    });
    expect(serverFieldErrors(new ApiError('An account with this email already exists', 409))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('sessionEnded', () => {
  it('is true only for a 401', async () => {
    const { sessionEnded } = await import('./errors');
    expect(sessionEnded(new ApiError('Your session has expired. Please sign in again.', 401))).toBe(true);
    expect(sessionEnded(new ApiError('Current password is incorrect', 400))).toBe(false);
    expect(sessionEnded(new Error('x'))).toBe(false);
  });
});
