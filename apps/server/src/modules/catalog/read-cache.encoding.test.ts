import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './read-cache';

describe('acceptsEncoding', () => {
  // [Accept-Encoding, coding, taken]: named, or under *, unless its q is 0; the coding's own entry
  // wins over *; a word inside another ("xbr", "gzipped") is not the coding.
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['gzip, deflate', 'br', false],
    ['BR;q=0.8', 'br', true],
    ['gzip, br;q=0', 'br', false],
    ['br; q=0.0', 'br', false],
    ['*', 'br', true],
    ['*;q=0, gzip', 'br', false],
    ['*, br;q=0', 'br', false],
    ['identity', 'gzip', false],
    ['xbr, gzipped', 'br', false],
    ['xbr, gzipped', 'gzip', false],
    ['', 'gzip', false],
  ] as const)('%j takes %s: %s', (header, coding, taken) => {
    expect(acceptsEncoding(header, coding)).toBe(taken);
  });
});
