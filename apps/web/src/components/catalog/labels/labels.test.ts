import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, setRenderLanguage } from '../../../lib/i18n/index';
import { categoryLabel, variantLabel } from './index';

await loadLanguage('hi');

describe('variantLabel', () => {
  afterEach(() => setRenderLanguage('en'));

  it('shows the name as the API gives it in English, and an unknown name as it comes', () => {
    expect(variantLabel('Free Size')).toBe('Free Size');
    expect(variantLabel('Saffron')).toBe('Saffron');
    setRenderLanguage('hi');
    expect(variantLabel('Peacock Green')).toBe('Peacock Green');
    expect(variantLabel('XL')).toBe('XL');
    expect(variantLabel('')).toBe('');
  });

  it('shows a known size or colour in Hindi', () => {
    setRenderLanguage('hi');
    expect(variantLabel('Free Size')).toBe('फ़्री साइज़');
    expect(variantLabel('Saffron')).toBe('केसरिया');
    expect(variantLabel('Small (500 ml)')).toBe('छोटा (500 ml)');
  });
});

describe('categoryLabel (the one place the store categories are named)', () => {
  afterEach(() => setRenderLanguage('en'));

  it('names a store category in the reader\'s language, an unknown one as it comes', () => {
    expect(categoryLabel('cloths')).toBe('Sacred Attire');
    setRenderLanguage('hi');
    expect(categoryLabel('cloths')).toBe('पूजा के वस्त्र');
    expect(categoryLabel('worship')).toBe('पूजा सामग्री');
    expect(categoryLabel('incense')).toBe('incense');
  });
});
