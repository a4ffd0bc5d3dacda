import { describe, expect, it } from 'vitest';
import { DELETE_PASSWORD_REQUIRED, deleteAccountSchema } from './account-data';
import { firstMessage } from './test-utils';

describe('deleteAccountSchema', () => {
  it('needs the password, untrimmed', () => {
    expect(firstMessage(deleteAccountSchema, {}, 'password')).toBe(DELETE_PASSWORD_REQUIRED);
    expect(firstMessage(deleteAccountSchema, { password: '' }, 'password')).toBe(DELETE_PASSWORD_REQUIRED);
    expect(deleteAccountSchema.parse({ password: ' Tulsi 42 ' })).toEqual({ password: ' Tulsi 42 ' });
  });

  it('takes an optional second-factor code: a 6-digit code or a recovery code', () => {
    expect(deleteAccountSchema.parse({ password: 'x', otp: ' 123456 ' })).toEqual({ password: 'x', otp: '123456' });
    expect(deleteAccountSchema.safeParse({ password: 'x', otp: '1'.repeat(17) }).success).toBe(false);
    expect(deleteAccountSchema.parse({ password: 'x', otp: 'abcd-efgh-ijkl-mnop' }).otp).toBe('abcdefghijklmnop');
  });
});
