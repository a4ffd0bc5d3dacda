import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, setRenderLanguage } from '../../../lib/i18n/index';
import { variantLabel } from './index';

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
