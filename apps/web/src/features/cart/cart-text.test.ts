import { describe, expect, it } from 'vitest';
import { problemText, productLink } from './cart-text';

describe('problemText', () => {
  it('says what is wrong with a line, nothing when it can be ordered', () => {
    expect(problemText({ problem: 'sold_out', available: 0 })).toBe('Sold out');
    expect(problemText({ problem: 'not_enough', available: 2 })).toBe('Only 2 left');
    expect(problemText({ problem: 'unavailable', available: 0 })).toBe('No longer available');
    expect(problemText({ problem: null, available: null })).toBeNull();
  });
});

describe('productLink', () => {
  it('opens the product page with the variant chosen (names encoded, empty options left out)', () => {
    expect(productLink({ product: 'p1', size: 'Free Size', color: 'Red & Gold' })).toBe(
      '/store/product/p1?size=Free+Size&color=Red+%26+Gold',
    );
    expect(productLink({ product: 'p1', size: '', color: '' })).toBe('/store/product/p1');
  });
});
