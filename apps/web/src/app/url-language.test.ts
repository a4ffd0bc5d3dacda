import { describe, expect, it } from 'vitest';
import { languageInUrl } from './url-language';

describe('languageInUrl', () => {
  it('reads ?lang=hi and ?lang=en, among other parameters', () => {
    expect(languageInUrl('?lang=hi')).toBe('hi');
    expect(languageInUrl('?track=TRK-1&lang=en')).toBe('en');
  });
  it('ignores a missing or unknown language', () => {
    expect(languageInUrl('')).toBeUndefined();
    expect(languageInUrl('?lang=sa')).toBeUndefined();
    expect(languageInUrl('?language=hi')).toBeUndefined();
  });
});
