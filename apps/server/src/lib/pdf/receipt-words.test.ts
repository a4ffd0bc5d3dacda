import { describe, expect, it } from 'vitest';
import { RECEIPT_WORDS, receiptWord } from './receipt-words';
import { line, newDocument, splitRuns } from './text';

describe('the receipt words in Hindi', () => {
  it('has every English word in Devanagari Hindi, with the same values', () => {
    for (const [key, english] of Object.entries(RECEIPT_WORDS.en)) {
      const hindi = RECEIPT_WORDS.hi[key as keyof typeof RECEIPT_WORDS.en];
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(hindi), key).toEqual(names(english));
    }
    expect(receiptWord('hi', 'donorPan', { pan: 'ABCDE1234F' })).toBe('दानदाता का PAN: ABCDE1234F');
    expect(receiptWord('en', 'donorPan', { pan: 'ABCDE1234F' })).toBe('PAN of donor: ABCDE1234F');
  });

  it('is drawn in the Devanagari face of the PDF fonts (shaped by fontkit: conjuncts are one glyph)', async () => {
    expect(splitRuns('दान रसीद ₹1,100').filter((r) => r.subset === 'devanagari').map((r) => r.text)).toEqual(['दान', 'रसीद']);
    const { doc, bytes } = newDocument({ compress: false });
    line(doc, 'क्ष त्र श्र', 40, 40, { size: 20, width: 400 });
    doc.end();
    const pdf = (await bytes).toString('latin1');
    // One embedded Devanagari face; 'क्ष त्र श्र' (11 code points) is drawn as 5 glyphs (3 conjuncts and 2 spaces).
    expect(pdf).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-/);
    const shown = [...pdf.matchAll(/\[<([0-9a-f]+)>[^\]]*\] TJ/g)].map((m) => m[1]!.length / 4);
    expect(shown.reduce((a, b) => a + b, 0)).toBe(5);
  });
});
