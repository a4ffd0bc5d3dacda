import { OTP_VALID_SECONDS } from '@sankalp/shared/constants';
import { describe, expect, it } from 'vitest';
import { formatMmSs, isDeadCodeMessage, secondsLeft } from './otp-timer';

describe('OTP countdown', () => {
  it('counts whole seconds down to 0 and never below', () => {
    const sent = 1_000_000;
    const expires = sent + OTP_VALID_SECONDS * 1000;
    expect(secondsLeft(expires, sent)).toBe(300);
    expect(secondsLeft(expires, sent + 500)).toBe(300);
    expect(secondsLeft(expires, sent + 1000)).toBe(299);
    expect(secondsLeft(expires, expires)).toBe(0);
    expect(secondsLeft(expires, expires + 5000)).toBe(0);
  });

  it('formats mm:ss', () => {
    expect(formatMmSs(300)).toBe('05:00');
    expect(formatMmSs(299)).toBe('04:59');
    expect(formatMmSs(9)).toBe('00:09');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-3)).toBe('00:00');
  });

  it('knows the messages that need a new code', () => {
    expect(isDeadCodeMessage('Verification code has expired. Please request a new one.')).toBe(true);
    expect(isDeadCodeMessage('Too many incorrect attempts. Please request a new code.')).toBe(true);
    expect(isDeadCodeMessage('Invalid or expired verification code. Please request a new one.')).toBe(true);
    expect(isDeadCodeMessage('Invalid verification code')).toBe(false);
  });
});
