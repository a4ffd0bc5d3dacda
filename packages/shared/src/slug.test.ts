import { describe, expect, it } from 'vitest';
import { decodeSlugParam, matchesSlug, slugify } from './slug';

describe('slugify', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Maha Shivratri Rudrabhishek')).toBe('maha-shivratri-rudrabhishek');
  });
  it('collapses runs of whitespace and trims', () => {
    expect(slugify('  Ganga   Aarti \t Puja  ')).toBe('ganga-aarti-puja');
  });
  it('keeps other characters, including hyphens and other scripts', () => {
    expect(slugify("Shani Dev's Tel-Abhishek & Daan")).toBe("shani-dev's-tel-abhishek-&-daan");
    expect(slugify('काशी विश्वनाथ पूजा')).toBe('काशी-विश्वनाथ-पूजा');
  });
  it('drops characters unsafe in a path segment', () => {
    expect(slugify('Puja / Havan? #1 at 100% "devotion"')).toBe('puja-havan-1-at-100-devotion');
    expect(slugify('a\\b<c>{d}|e^f[g]`h')).toBe('abcdefgh');
  });
  it('is idempotent', () => {
    const s = slugify('Navratri Durga  Saptashati Path');
    expect(slugify(s)).toBe(s);
  });
});

describe('matchesSlug', () => {
  it('matches the slug, the encoded title and a differently cased param', () => {
    expect(matchesSlug('Maha Shivratri Puja', 'maha-shivratri-puja')).toBe(true);
    expect(matchesSlug('Maha Shivratri Puja', 'Maha-Shivratri-PUJA')).toBe(true);
    expect(matchesSlug('Maha Shivratri Puja', 'Maha%20Shivratri%20Puja')).toBe(true);
    expect(matchesSlug('काशी पूजा', encodeURIComponent('काशी-पूजा'))).toBe(true);
  });
  it('rejects other titles and empty params', () => {
    expect(matchesSlug('Maha Shivratri Puja', 'maha-shivratri')).toBe(false);
    expect(matchesSlug('', '')).toBe(false);
  });
  it('survives malformed escapes', () => {
    expect(decodeSlugParam('100%-pure')).toBe('100%-pure');
    expect(matchesSlug('100% pure', '100%-pure')).toBe(true);
    expect(matchesSlug('100% pure', '100-pure')).toBe(true);
  });
});
