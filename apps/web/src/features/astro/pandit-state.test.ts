import { describe, expect, it } from 'vitest';
import { highlightBoxes } from '@sankalp/shared/pricing';
import { boxLines, readPanditState } from './pandit-state';

describe('highlight boxes on the profile', () => {
  it('groups points two per box and pads with the filler up to 3 boxes', () => {
    const boxes = highlightBoxes(['Vedic astrology', 'Kundli matching', 'Vastu']);
    expect(boxes).toHaveLength(3);
    expect(boxes.map(boxLines)).toEqual([
      ['Vedic astrology', 'Kundli matching'],
      ['Vastu'],
      ['Experienced Astrologer', 'Personalized Consultations'],
    ]);
  });
  it('never shows more than 3 boxes', () => {
    expect(highlightBoxes(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toHaveLength(3);
  });
});

describe('readPanditState', () => {
  it('accepts a pandit and rejects anything else', () => {
    const pandit = { _id: 'p1', name: 'Pt. Sharma' };
    expect(readPanditState({ pandit })?._id).toBe('p1');
    expect(readPanditState({ pandit: { name: 'x' } })).toBeUndefined();
    expect(readPanditState(null)).toBeUndefined();
  });
});
