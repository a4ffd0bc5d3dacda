import { describe, expect, it } from 'vitest';
import { copiedText } from './copied-text';

// Issue 13: a name a record copied, as a reader sees it (the record's copy is never rewritten).

const offering = {
  title: 'Kashi Mahaprasad',
  items: ['Besan Laddu', 'Rudraksha'],
  translations: { hi: { title: 'काशी महाप्रसाद', items: ['बेसन लड्डू'] } },
};

describe('copiedText', () => {
  it('gives a Hindi reader the row’s Hindi, an English reader the record’s copy word for word', () => {
    expect(copiedText('prasad', offering, 'title', 'Kashi Mahaprasad (old)', 'hi')).toBe('काशी महाप्रसाद');
    expect(copiedText('prasad', offering, 'title', 'Kashi Mahaprasad (old)', 'en')).toBe('Kashi Mahaprasad (old)');
    expect(copiedText('prasad', undefined as typeof offering | undefined, 'title', 'Kashi Mahaprasad', 'hi')).toBe(
      'Kashi Mahaprasad',
    );
  });

  it('translates a copied list item by item, the English where an item has no Hindi', () => {
    expect(copiedText('prasad', offering, 'items', ['Besan Laddu', 'Rudraksha'], 'hi')).toEqual([
      'बेसन लड्डू',
      'Rudraksha',
    ]);
    expect(copiedText('prasad', offering, 'items', ['Besan Laddu', 'Rudraksha'], 'en')).toEqual([
      'Besan Laddu',
      'Rudraksha',
    ]);
  });

  it('keeps the record’s list when the catalog’s has changed length since (its items no longer line up)', () => {
    expect(copiedText('prasad', offering, 'items', ['Besan Laddu'], 'hi')).toEqual(['Besan Laddu']);
  });
});
