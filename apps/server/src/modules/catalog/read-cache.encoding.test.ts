import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './read-cache';

describe('acceptsEncoding', () => {
  it('takes a coding named, or under *, unless its q is 0', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsEncoding('BR;q=0.8', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('br; q=0.0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('*;q=0, gzip', 'br')).toBe(false);
    // The coding's own entry wins over *.
    expect(acceptsEncoding('*, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    // Not a word inside another: "xbr" is not br.
    expect(acceptsEncoding('xbr, gzipped', 'br')).toBe(false);
    expect(acceptsEncoding('xbr, gzipped', 'gzip')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
  });
});
