import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csv', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvRow(['Gauri Shankar', 2001, 1000.5, null, undefined, true])).toBe('Gauri Shankar,2001,1000.5,,,true\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Varanasi, UP')).toBe('"Varanasi, UP"');
    expect(csvCell('say "Om"')).toBe('"say ""Om"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
  });

  it.each(['=1+1', '+91 98765 43210', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a cell a spreadsheet would run as a formula: %j',
    (v) => {
      expect(csvCell(v).replace(/^"/, '').startsWith(`'${v[0]}`)).toBe(true);
    },
  );

  it('keeps Devanagari as it is', () => {
    expect(csvCell('राम कुमार')).toBe('राम कुमार');
  });
});
