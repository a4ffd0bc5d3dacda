import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, setRenderLanguage } from '../../lib/i18n/index';
import { FormField, RequiredFieldsNote } from './FormField';

const field = (error: string) =>
  renderToString(
    createElement(FormField, { id: 'gotra', label: 'Gotra', error, children: createElement('input') } as Parameters<typeof FormField>[0]),
  );

// The Hindi (messages and the page's words) loads as a Hindi reader's would.
await loadLanguage('hi');

describe('FormField', () => {
  afterEach(() => setRenderLanguage('en'));

  it("shows a schema's English message in the reader's language", () => {
    expect(field('Gotra cannot exceed 50 characters')).toContain('Gotra cannot exceed 50 characters');
    setRenderLanguage('hi');
    expect(field('Gotra cannot exceed 50 characters')).toContain('गोत्र 50 अक्षरों से लंबा नहीं हो सकता');
    // A message that is already the reader's words (a page's own t()) is shown as it is.
    expect(field('कृपया अपना गोत्र लिखें')).toContain('कृपया अपना गोत्र लिखें');
  });

  it('says its own words (optional, the required note) in the reader’s language', () => {
    expect(field('')).toContain(' (optional)');
    setRenderLanguage('hi');
    expect(field('')).toContain(' (वैकल्पिक)');
    expect(renderToString(createElement(RequiredFieldsNote))).toContain('चिह्न वाले');
  });
});
