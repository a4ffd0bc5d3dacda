import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './request-language';

describe('parseAcceptLanguage', () => {
  it('takes the best of the languages we speak, by q-value', () => {
    expect(parseAcceptLanguage('hi')).toBe('hi');
    expect(parseAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(parseAcceptLanguage('en-GB,en;q=0.9,hi;q=0.5')).toBe('en');
    expect(parseAcceptLanguage('fr-FR, hi;q=0.4')).toBe('hi');
  });
  it('falls back to English for nothing, nonsense or a refused language', () => {
    expect(parseAcceptLanguage(undefined)).toBe('en');
    expect(parseAcceptLanguage('')).toBe('en');
    expect(parseAcceptLanguage('fr, de')).toBe('en');
    expect(parseAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(parseAcceptLanguage('hi;q=abc')).toBe('en');
    expect(parseAcceptLanguage('\u0000\u0001;;;,,,')).toBe('en');
  });
});
