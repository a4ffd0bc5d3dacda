import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { conflictField, errorMessage, formatWait, retryAfterSeconds, serverFieldErrors } from './errors';

describe('errorMessage', () => {
  it('uses the server message, else the fallback', () => {
    expect(errorMessage(new ApiError('Invalid email/phone or password', 401), 'Login failed')).toBe('Invalid email/phone or password');
    expect(errorMessage(new ApiError('', 500), 'Login failed')).toBe('Login failed');
    expect(errorMessage('weird', 'Registration failed')).toBe('Registration failed');
    expect(errorMessage(new Error('Network error. Please check your connection.'), 'x')).toBe('Network error. Please check your connection.');
  });

  it('keeps a 429 message that already says how long to wait', () => {
    const err = new ApiError('Too many attempts. Please try again in 3 minutes.', 429, {}, { details: { retryAfter: 170 } });
    expect(errorMessage(err, 'x')).toBe('Too many attempts. Please try again in 3 minutes.');
    expect(retryAfterSeconds(err)).toBe(170);
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
  it('maps a 409 duplicate to its field', () => {
    expect(conflictField(new ApiError('An account with this email already exists', 409))).toBe('email');
    expect(conflictField(new ApiError('An account with this phone number already exists', 409))).toBe('phoneNumber');
    expect(conflictField(new ApiError('Conflict', 409))).toBeUndefined();
    expect(conflictField(new ApiError('An account with this email already exists', 400))).toBeUndefined();
  });

  it('merges 400 field errors and the duplicate', () => {
    expect(serverFieldErrors(new ApiError('Bad', 400, { password: 'This password is too common.' }))).toEqual({
      password: 'This password is too common.',
    });
    expect(serverFieldErrors(new ApiError('An account with this email already exists', 409))).toEqual({
      email: 'An account with this email already exists',
    });
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
