import { describe, expect, it } from 'vitest';
import { ACCESS_KEYS_MAX, ACCESS_KEYS_STORAGE_KEY, accessKeyFor, keyQuery, rememberAccessKey } from './access-keys';
import { memoryStorage } from '../../test/memory-storage';

describe('access keys (localStorage)', () => {
  it('remembers a key per kind and id, case-insensitively by id', () => {
    const s = memoryStorage();
    rememberAccessKey('puja_booking', 'ABC', 'k1', s);
    rememberAccessKey('chadhava_booking', 'abc', 'k2', s);
    expect(accessKeyFor('puja_booking', 'abc', s)).toBe('k1');
    expect(accessKeyFor('chadhava_booking', 'ABC', s)).toBe('k2');
    expect(accessKeyFor('donation', 'abc', s)).toBeNull();
    expect(keyQuery('puja_booking', 'abc', s)).toBe('?key=k1');
    expect(keyQuery('donation', 'abc', s)).toBe('');
  });

  it('a newer key of the same record replaces the old one', () => {
    const s = memoryStorage();
    rememberAccessKey('donation', 'd1', 'old', s);
    rememberAccessKey('donation', 'd1', 'new', s);
    expect(accessKeyFor('donation', 'd1', s)).toBe('new');
    expect(JSON.parse(s.data.get(ACCESS_KEYS_STORAGE_KEY)!)).toHaveLength(1);
  });

  it(`keeps only the newest ${ACCESS_KEYS_MAX}`, () => {
    const s = memoryStorage();
    for (let i = 0; i < ACCESS_KEYS_MAX + 5; i++) rememberAccessKey('puja_booking', `b${i}`, `k${i}`, s);
    expect(JSON.parse(s.data.get(ACCESS_KEYS_STORAGE_KEY)!)).toHaveLength(ACCESS_KEYS_MAX);
    expect(accessKeyFor('puja_booking', 'b0', s)).toBeNull();
    expect(accessKeyFor('puja_booking', `b${ACCESS_KEYS_MAX + 4}`, s)).toBe(`k${ACCESS_KEYS_MAX + 4}`);
  });

  it('ignores garbage, foreign entries and empty values; survives blocked storage', () => {
    const s = memoryStorage({
      [ACCESS_KEYS_STORAGE_KEY]: JSON.stringify([{ kind: 'store_order', id: 'x', key: 'k' }, { kind: 'donation', id: 'd', key: '' }, 5]),
    });
    expect(accessKeyFor('donation', 'd', s)).toBeNull();
    rememberAccessKey('donation', 'd', 'k', s);
    expect(accessKeyFor('donation', 'd', s)).toBe('k');
    expect(accessKeyFor('donation', 'd', memoryStorage({ [ACCESS_KEYS_STORAGE_KEY]: '{oops' }))).toBeNull();
    rememberAccessKey('donation', '', 'k', s);
    expect(accessKeyFor('donation', '', s)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberAccessKey('donation', 'd', 'k', blocked)).not.toThrow();
    expect(accessKeyFor('donation', 'd', blocked)).toBeNull();
    expect(accessKeyFor('donation', 'd', null)).toBeNull();
  });
});
