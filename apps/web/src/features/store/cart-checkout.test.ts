import { describe, expect, it } from 'vitest';
import { cartProblemText } from './cart-checkout';

describe('cartProblemText', () => {
  it('names each problem', () => {
    expect(cartProblemText({ problem: null, available: 3 })).toBeNull();
    expect(cartProblemText({ problem: 'sold_out', available: 0 })).toBe('Sold out');
    expect(cartProblemText({ problem: 'not_enough', available: 2 })).toBe('Only 2 left');
    expect(cartProblemText({ problem: 'unavailable', available: null })).toBe('No longer available');
  });
});
