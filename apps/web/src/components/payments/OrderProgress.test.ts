import { describe, expect, it } from 'vitest';
import { progressIndex } from './OrderProgress';

describe('progressIndex', () => {
  it('places each fulfilment status on the timeline', () => {
    expect(progressIndex(null)).toBe(-1);
    expect(progressIndex('placed')).toBe(0);
    expect(progressIndex('packed')).toBe(1);
    expect(progressIndex('shipped')).toBe(2);
    expect(progressIndex('delivered')).toBe(3);
    expect(progressIndex('cancelled')).toBe(-1);
  });
});
