import { describe, expect, it } from 'vitest';
import { validateFeedback } from './feedback';

const comment = 'Lovely fresh prasad';

describe('validateFeedback', () => {
  it('requires a rating from 1 to 5', () => {
    expect(validateFeedback({ rating: '', comment }).rating).toBe('Please select a rating');
    expect(validateFeedback({ rating: '0', comment }).rating).toBe('Please select a rating');
    expect(validateFeedback({ rating: '6', comment }).rating).toBe('Please select a rating');
    expect(validateFeedback({ rating: '5', comment }).rating).toBeUndefined();
  });
  it('needs a comment of at least 10 characters', () => {
    expect(validateFeedback({ rating: '4', comment: 'Too short' }).comment).toBe(
      'Comment must be at least 10 characters',
    );
    expect(validateFeedback({ rating: '4', comment: '          ' }).comment).toBe(
      'Comment must be at least 10 characters',
    );
    expect(validateFeedback({ rating: '4', comment: 'x'.repeat(10) })).toEqual({});
  });
  it('allows at most 500 characters', () => {
    expect(validateFeedback({ rating: '4', comment: 'x'.repeat(500) })).toEqual({});
    expect(validateFeedback({ rating: '4', comment: 'x'.repeat(501) }).comment).toBe(
      'Comment must not exceed 500 characters',
    );
  });
});
