import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  categoryOptions,
  countFaqs,
  faqMatches,
  filterFaqs,
  queryWords,
  selectedCategory,
  type FaqCategory,
} from './faq-search';

const cats: FaqCategory[] = [
  {
    id: 'live',
    title: 'Live Streaming',
    items: [
      { q: 'How do I watch live darshan?', a: 'Open Live Stream and press Watch Now.' },
      { q: 'Why is the video buffering?', a: 'Try Wi-Fi or refresh the page.' },
    ],
  },
  {
    id: 'puja',
    title: 'Puja Booking',
    items: [
      { q: 'Can I cancel or reschedule my puja?', a: 'Yes, up to 24 hours before the puja.' },
      { q: 'I do not know my gotra', a: 'Choose Kashyap gotra.' },
    ],
  },
  {
    id: 'pay',
    title: 'Payments & Donations',
    items: [{ q: 'Will I get an 80G certificate?', a: 'By e-mail within 7 days.' }],
  },
];

describe('faqMatches', () => {
  it('matches the question, case-insensitively', () => {
    expect(faqMatches({ q: 'How do I watch LIVE darshan?', a: '' }, 'live DARSHAN')).toBe(true);
  });
  it('matches the answer text too', () => {
    expect(faqMatches({ q: 'Gotra?', a: 'Choose Kashyap gotra.' }, 'kashyap')).toBe(true);
  });
  it('matches words spread across question and answer', () => {
    expect(faqMatches({ q: 'Can I cancel?', a: 'Up to 24 hours before.' }, 'cancel 24')).toBe(true);
  });
  it('rejects when any word is missing', () => {
    expect(faqMatches({ q: 'Can I cancel?', a: 'Up to 24 hours before.' }, 'cancel refund')).toBe(false);
  });
  it('treats a blank query as matching everything', () => {
    expect(faqMatches({ q: 'a', a: 'b' }, '   ')).toBe(true);
    expect(queryWords('  ')).toEqual([]);
  });
});

describe('filterFaqs', () => {
  it('keeps every question when the query is empty', () => {
    expect(countFaqs(filterFaqs(cats, ''))).toBe(5);
  });
  it('drops categories left with no match and keeps order', () => {
    const r = filterFaqs(cats, 'gotra');
    expect(r.map((c) => c.id)).toEqual(['puja']);
    expect(r[0]?.items.map((i) => i.q)).toEqual(['I do not know my gotra']);
  });
  it('searches answers across all categories', () => {
    expect(filterFaqs(cats, 'within').map((c) => c.id)).toEqual(['pay']);
    expect(filterFaqs(cats, 'the').map((c) => c.id)).toEqual(['live', 'puja']);
  });
  it('narrows to one category', () => {
    expect(filterFaqs(cats, '', 'live').map((c) => c.id)).toEqual(['live']);
    expect(filterFaqs(cats, 'gotra', 'live')).toEqual([]);
  });
  it('falls back to all categories for "all" or an unknown id', () => {
    expect(countFaqs(filterFaqs(cats, '', ALL_CATEGORIES))).toBe(5);
    expect(countFaqs(filterFaqs(cats, '', 'no-such-category'))).toBe(5);
  });
  it('does not change its input', () => {
    filterFaqs(cats, 'gotra');
    expect(cats[1]?.items).toHaveLength(2);
  });
});

describe('categoryOptions', () => {
  it('offers all topics first, then each category with its match count', () => {
    expect(categoryOptions(cats, 'the')).toEqual([
      { id: 'all', title: 'All topics', count: 2 },
      { id: 'live', title: 'Live Streaming', count: 1 },
      { id: 'puja', title: 'Puja Booking', count: 1 },
      { id: 'pay', title: 'Payments & Donations', count: 0 },
    ]);
  });
});

describe('selectedCategory', () => {
  it('keeps a known id and falls back to all', () => {
    expect(selectedCategory(cats, 'puja')).toBe('puja');
    expect(selectedCategory(cats, 'nope')).toBe(ALL_CATEGORIES);
    expect(selectedCategory(cats, null)).toBe(ALL_CATEGORIES);
  });
});
