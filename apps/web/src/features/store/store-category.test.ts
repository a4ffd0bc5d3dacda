import { describe, expect, it } from 'vitest';
import { parseStoreCategory } from './store-category';

describe('parseStoreCategory', () => {
  it('defaults to cloths when absent', () => {
    expect(parseStoreCategory(null)).toBe('cloths');
    expect(parseStoreCategory(undefined)).toBe('cloths');
    expect(parseStoreCategory('')).toBe('cloths');
  });
  it('keeps a known category, whatever its case', () => {
    expect(parseStoreCategory('worship')).toBe('worship');
    expect(parseStoreCategory(' Worship ')).toBe('worship');
    expect(parseStoreCategory('cloths')).toBe('cloths');
  });
  it('falls back to cloths for an unknown category', () => {
    expect(parseStoreCategory('jewellery')).toBe('cloths');
  });
});
