import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { KUNDLI_ERRORS } from '../schemas/kundli';
import { PANDIT_BOOKING_ERRORS } from '../schemas/panditBooking';
import { EVENT_ERRORS } from '../timing';
import { hindiOf, localizeMessage, MESSAGES_HI } from './messages';

// Vite's import.meta.glob (the package's own types leave out Node and Vite on purpose).
declare global {
  interface ImportMeta {
    glob(pattern: string | string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The sources whose strings are the messages a devotee may be shown (the console's catalog schemas stay English). */
const SOURCES = import.meta.glob(
  ['../schemas/*.ts', '!../schemas/*.test.ts', '!../schemas/admin-catalog*.ts', '!../schemas/test-utils.ts', '../money-input.ts', '../states.ts'],
  { query: '?raw', import: 'default', eager: true },
);
const MESSAGE_FILES = Object.keys(SOURCES).map((f) => f.replace(/^\.\.\//, ''));

/** Strings in those files that are data or labels, not messages (their translation belongs to the pages). */
const NOT_MESSAGES = new Set([
  'In Stock', 'Limited Stock', 'Out of Stock', 'In Transit', 'Out for Delivery', 'Order Placed', 'Puja Completed',
  'Prasad Blessed & Packed', 'Astrology Consultation', 'Vastu Consultation', 'No 80G certificate: ${list}.',
  'Andhra Pradesh', 'Arunachal Pradesh', 'Himachal Pradesh', 'Jammu and Kashmir', 'Madhya Pradesh', 'Tamil Nadu',
  'Uttar Pradesh', 'West Bengal', 'Purva Phalguni', 'Uttara Phalguni', 'Purva Ashadha', 'Uttara Ashadha',
  'Purva Bhadrapada', 'Uttara Bhadrapada',
  // the 80G reasons are a receipt's words, not messages
  'the amount is not above ${formatINR(POLICY.certificate80GMinRupees)}', 'no PAN was given',
  'this campaign is not eligible for 80G',
]);

/** Every quoted or template string of a file that reads like a sentence (starts with a letter, has a space). */
function sentencesOf(file: string): string[] {
  const source = SOURCES[`../${file}`]!.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
  const found: string[] = [];
  for (const m of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
    const s = (m[1] ?? m[2] ?? '').replace(/\\'/g, "'");
    if (/^[A-Za-z]/.test(s) && / /.test(s) && !NOT_MESSAGES.has(s) && !/^\w+ \//.test(s)) found.push(s);
  }
  return found;
}

/** A message with its values as `{}` ('Name cannot exceed ${NAME_MAX} characters' / '… {n} …'). */
const shape = (s: string) => s.replace(/\$\{[^}]*\}|\{\w+\}/g, '{}');
const KEY_SHAPES = new Set(Object.keys(MESSAGES_HI).map(shape));

describe('localizeMessage', () => {
  it('answers English unchanged, and English when it has no Hindi', () => {
    expect(localizeMessage('Gotra is required', 'en')).toBe('Gotra is required');
    expect(localizeMessage('Something nobody wrote', 'hi')).toBe('Something nobody wrote');
  });

  it('carries the values of a message into its Hindi', () => {
    expect(localizeMessage('Name cannot exceed 25 characters', 'hi')).toBe('नाम 25 अक्षरों से लंबा नहीं हो सकता');
    expect(localizeMessage('For donations above ₹10,00,000 please contact us', 'hi')).toBe(
      '₹10,00,000 से ज़्यादा के दान के लिए कृपया हमसे संपर्क करें',
    );
    expect(localizeMessage('Dates from 1900 to 2100 only', 'hi')).toBe('केवल 1900 से 2100 तक की तारीखें');
    expect(localizeMessage('Too big: expected string to have <=64 characters', 'hi')).toBe('यह 64 अक्षरों से लंबा नहीं हो सकता');
  });

  it('has Hindi in Devanagari for every key, with no value the English lacks', () => {
    for (const [english, hindi] of Object.entries(MESSAGES_HI)) {
      expect(hindi, english).toMatch(DEVANAGARI);
      const names = new Set([...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      for (const m of hindi.matchAll(/\{(\w+)\}/g)) expect(names.has(m[1]), `${english}: {${m[1]}}`).toBe(true);
    }
  });
});

describe('every message of the shared schemas has Hindi', () => {
  it.each(MESSAGE_FILES)('%s', (file) => {
    const missing = sentencesOf(file).filter((s) => (s.includes('${') ? !KEY_SHAPES.has(shape(s)) : !hindiOf(s)));
    expect(missing).toEqual([]);
  });

  it('the message tables (EVENT_ERRORS, PANDIT_BOOKING_ERRORS, KUNDLI_ERRORS)', () => {
    const all = [...Object.values(EVENT_ERRORS), ...Object.values(PANDIT_BOOKING_ERRORS), ...Object.values(KUNDLI_ERRORS)];
    expect(all.filter((s) => !hindiOf(s))).toEqual([]);
  });

  it('whatever the exported schemas answer to wrong input', async () => {
    const modules = await Promise.all(
      MESSAGE_FILES.filter((f) => f.startsWith('schemas/')).map((f) => import(`../${f.replace(/\.ts$/, '')}`)),
    );
    const schemas = modules
      .flatMap((m) => Object.values(m as Record<string, unknown>))
      .filter((v): v is z.ZodType => typeof v === 'object' && v !== null && 'safeParse' in v);
    const wrong: unknown[] = [undefined, null, '', ' ', 'x', 'x'.repeat(6000), -1, 1.5, 1e12, [], ['x'], { x: 1 }, '\u0007'];
    const messages = new Set<string>();
    for (const schema of schemas) {
      const shapeOf = (schema as { shape?: Record<string, unknown> }).shape;
      const inputs = shapeOf
        ? wrong.map((w) => Object.fromEntries(Object.keys(shapeOf).map((k) => [k, w])))
        : wrong;
      for (const input of [...inputs, {}]) {
        const result = schema.safeParse(input);
        if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
      }
    }
    expect(messages.size).toBeGreaterThan(50);
    expect([...messages].filter((m) => !hindiOf(m))).toEqual([]);
  });
});
