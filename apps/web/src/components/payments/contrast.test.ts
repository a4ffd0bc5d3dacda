import { describe, expect, it } from 'vitest';
import { luminance, readableTextOn } from './contrast';

describe('readableTextOn (theme colour of the payment sheet)', () => {
  it('puts white on the saffron and maroon of the design', () => {
    expect(readableTextOn('#C2410C')).toBe('#FFFFFF');
    expect(readableTextOn('#7f1d1d')).toBe('#FFFFFF');
  });
  it('puts ink on light colours (gold, cream, the lighter orange)', () => {
    expect(readableTextOn('#F5B301')).toBe('#1F1A17');
    expect(readableTextOn('#FFFBF3')).toBe('#1F1A17');
    expect(readableTextOn('#F37254')).toBe('#1F1A17');
  });
  it('reads #rgb and falls back to white for what it cannot read', () => {
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(luminance('orange')).toBeNull();
    expect(readableTextOn('orange')).toBe('#FFFFFF');
  });
});
