import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS, POLL_WINDOW_MS, confirmationState, pollInterval } from './confirmation';

describe('confirmation polling', () => {
  it('paid is confirmed; failed and expired are final', () => {
    expect(confirmationState('completed', 0)).toBe('confirmed');
    expect(confirmationState('refunded', 0)).toBe('confirmed');
    expect(pollInterval('refunded', 0)).toBe(false);
    expect(confirmationState('failed', 0)).toBe('failed');
    expect(confirmationState('expired', 0)).toBe('expired');
  });
  it('pending: confirming for about 2 minutes, then delayed', () => {
    expect(confirmationState('pending', 0)).toBe('confirming');
    expect(confirmationState('pending', POLL_WINDOW_MS - 1)).toBe('confirming');
    expect(confirmationState('pending', POLL_WINDOW_MS)).toBe('delayed');
  });
  it('money waiting for a person is review, whatever the status', () => {
    for (const s of ['pending', 'completed', 'failed', 'expired']) expect(confirmationState(s, 0, true)).toBe('review');
    expect(pollInterval('pending', 0, true)).toBe(false);
  });
  it('asks every 3 s only while confirming', () => {
    expect(pollInterval('pending', 1000)).toBe(POLL_INTERVAL_MS);
    expect(POLL_INTERVAL_MS).toBe(3000);
    expect(pollInterval('pending', POLL_WINDOW_MS + 1)).toBe(false);
    expect(pollInterval('completed', 0)).toBe(false);
    expect(pollInterval(undefined, 0)).toBe(false);
  });
});
