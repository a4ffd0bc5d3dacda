import { describe, expect, it } from 'vitest';
import { loadLanguage, setRenderLanguage } from '../../../lib/i18n/index';
import { groupOfferings, offeringTypeLabel } from './offerings';
import { makeOffering } from './test-fixtures';
import { truncateText } from './text';

describe('groupOfferings', () => {
  it('groups by type in first-seen order, missing or blank type as Other (last)', () => {
    const list = [
      makeOffering({ _id: 'a', type: 'Flowers' }),
      makeOffering({ _id: 'b', type: '' }),
      makeOffering({ _id: 'c', type: 'Deep Daan' }),
      makeOffering({ _id: 'd', type: 'Flowers' }),
      makeOffering({ _id: 'e', type: undefined as unknown as string }),
      makeOffering({ _id: 'f', type: '  ' }),
    ];
    expect(groupOfferings(list).map((g) => [g.type, g.offerings.map((o) => o._id)])).toEqual([
      ['Flowers', ['a', 'd']],
      ['Deep Daan', ['c']],
      ['Other', ['b', 'e', 'f']],
    ]);
  });
  it('an explicit Other type joins the same group', () => {
    const groups = groupOfferings([makeOffering({ _id: 'a', type: 'Other' }), makeOffering({ _id: 'b', type: '' })]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.offerings).toHaveLength(2);
  });
});

describe('truncateText', () => {
  it('leaves text within the limit as it is', () => {
    const t = 'x'.repeat(200);
    expect(truncateText(t, 200)).toEqual({ text: t, truncated: false });
  });
  it('cuts text over 200 characters and marks it', () => {
    const t = `${'word '.repeat(60)}end`;
    const r = truncateText(t, 200);
    expect(r.truncated).toBe(true);
    expect(r.text.endsWith('…')).toBe(true);
    expect(r.text.length).toBeLessThanOrEqual(201);
    expect(t.startsWith(r.text.slice(0, -1))).toBe(true);
  });
  it('offering descriptions at 100: a 101-character text is cut', () => {
    const r = truncateText('a'.repeat(101), 100);
    expect(r).toEqual({ text: `${'a'.repeat(100)}…`, truncated: true });
  });
});

describe('offeringTypeLabel', () => {
  it('names a group as the event gives it in English, and in Hindi for known types', async () => {
    expect(offeringTypeLabel('Vastra')).toBe('Vastra');
    expect(offeringTypeLabel('Other')).toBe('Other');
    expect(offeringTypeLabel('Deep Daan')).toBe('Deep Daan');
    await loadLanguage('hi');
    setRenderLanguage('hi');
    try {
      expect([offeringTypeLabel('Vastra'), offeringTypeLabel('Other'), offeringTypeLabel('Deep Daan')]).toEqual([
        'वस्त्र',
        'अन्य',
        'Deep Daan',
      ]);
    } finally {
      setRenderLanguage('en');
    }
  });
});
