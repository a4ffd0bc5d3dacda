import { OTP_VALID_SECONDS } from '@sankalp/shared/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { formatMmSs, isDeadCode, secondsLeft } from './otp-timer';

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

  it('knows the answers that need a new code, by their code in any language', () => {
    const answer = (message: string, code?: string) => new ApiError(message, 400, {}, code ? { code } : undefined);
    expect(isDeadCode(answer('Verification code has expired. Please request a new one.', 'otp_expired'))).toBe(true);
    expect(isDeadCode(answer('Too many incorrect attempts. Please request a new code.', 'otp_attempts_exceeded'))).toBe(true);
    expect(isDeadCode(answer('कई बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।', 'otp_attempts_exceeded'))).toBe(true);
    expect(isDeadCode(answer('सत्यापन कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड मँगाएँ।', 'otp_expired'))).toBe(true);
    expect(isDeadCode(answer('Invalid verification code', 'otp_invalid'))).toBe(false);
    // The words alone decide nothing.
    expect(isDeadCode(answer('Verification code has expired. Please request a new one.'))).toBe(false);
    expect(isDeadCode(new Error('Verification code has expired. Please request a new one.'))).toBe(false);
  });
});
