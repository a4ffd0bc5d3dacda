import { describe, expect, it } from 'vitest';
import { verifyResultOf } from './verify';

describe('verifyResultOf', () => {
  it('reads success, review (with its code) and failed', () => {
    expect(verifyResultOf({ success: true, status: 'success', message: 'Payment verified successfully' })).toEqual({
      status: 'success',
      message: 'Payment verified successfully',
    });
    expect(verifyResultOf({ success: false, status: 'review', code: 'event_full', message: 'Recorded' })).toEqual({
      status: 'review',
      message: 'Recorded',
      code: 'event_full',
    });
    expect(verifyResultOf({ status: 'failed', code: 'verify_failed', message: 'Payment verification failed' }).status).toBe('failed');
  });
  it('anything unexpected is failed', () => {
    expect(verifyResultOf(undefined)).toEqual({ status: 'failed', message: '' });
    expect(verifyResultOf({ status: 'ok', success: true })).toEqual({ status: 'failed', message: '' });
  });
});
