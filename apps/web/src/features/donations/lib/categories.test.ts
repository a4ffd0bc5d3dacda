import { describe, expect, it } from 'vitest';
import { donationProgress } from '@sankalp/shared/pricing';
import { CATEGORY_TABS, parseCategory } from './categories';
import { campaignPath } from './campaign-link';
import { donorAvatarsView, initials } from './donors';

describe('category tabs', () => {
  it('all, then the four categories with human labels', () => {
    expect(CATEGORY_TABS.map((t) => t.value)).toEqual([
      'all',
      'annadaan',
      'gau_seva',
      'temple_renovation',
      'social_activity',
    ]);
    expect(CATEGORY_TABS.map((t) => t.label).slice(1)).toEqual([
      'Annadaan',
      'Gau Seva',
      'Temple Renovation',
      'Social Activity',
    ]);
  });
  it('parses the URL parameter, unknown → all', () => {
    expect(parseCategory('gau_seva')).toBe('gau_seva');
    expect(parseCategory('GAU_SEVA')).toBe('all');
    expect(parseCategory(null)).toBe('all');
  });
});

describe('campaign card figures', () => {
  it('progress is capped at 100 and 0 when the goal is 0', () => {
    expect(donationProgress(50, 200)).toBe(25);
    expect(donationProgress(500, 200)).toBe(100);
    expect(donationProgress(500, 0)).toBe(0);
  });
  it('shows up to 4 donor avatars and counts the rest', () => {
    expect(donorAvatarsView(['a', 'b', 'c', 'd', 'e'], 120)).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 116 });
    expect(donorAvatarsView(['a', 'b'], 2)).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(donorAvatarsView(undefined, 7)).toEqual({ shown: [], more: 7 });
  });
  it('initials of a donor name', () => {
    expect(initials('Ramesh Kumar Sharma')).toBe('RS');
    expect(initials('anita')).toBe('A');
  });
  it('links to the slug, whatever the language of the title (an old draft without one: the title slugged)', () => {
    expect(campaignPath({ slug: 'annadaan-at-kashi-ghats', title: 'काशी घाटों पर अन्नदान' })).toBe('/donation-details/annadaan-at-kashi-ghats');
    expect(campaignPath({ slug: '', title: 'Annadaan at Kashi Ghats' })).toBe('/donation-details/annadaan-at-kashi-ghats');
  });
});
