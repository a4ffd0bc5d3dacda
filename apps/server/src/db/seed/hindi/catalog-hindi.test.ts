/**
 * The demo catalog in Hindi (issue 13): every row seeding writes carries Hindi for its title and
 * its description (or what stands for them), and the Hindi of pujas, temples and puja extras
 * mirrors the English (hindi-content.test.ts checks the other seed files the same way).
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogRows, type CatalogRows } from '../catalog-rows';
import { PUJAS } from '../pujas';
import { TEMPLES } from '../temples';
import { CHADHAVA_ITEMS } from '../puja-extras';
import pujas from './pujas';
import temples from './temples';
import chadhava from './puja-extras';

const DEVANAGARI = /[\u0900-\u097F]/;
const rows = buildCatalogRows(new Date('2026-11-21T06:30:00.000Z'));

/** Each seeded table, with its title field and its description field. */
const TABLES: Array<[keyof CatalogRows, string, string]> = [
  ['temples', 'name', 'description'],
  ['pujas', 'title', 'description'],
  ['pujaPackages', 'thumbnailTitle', 'points'],
  ['pujaChadhavaItems', 'title', 'description'],
  ['offerings', 'name', 'description'],
  ['streams', 'title', 'description'],
  ['campaigns', 'title', 'description'],
  ['campaignSevas', 'title', 'description'],
  ['chadhavaEvents', 'name', 'about'],
  ['eventOfferings', 'name', 'description'],
  ['products', 'name', 'description'],
  ['pandits', 'name', 'description'],
  ['prasadOfferings', 'title', 'description'],
];

const inHindi = (v: unknown): boolean =>
  typeof v === 'string' ? DEVANAGARI.test(v) : Array.isArray(v) && v.length > 0 && v.every(inHindi);

describe.each(TABLES)('seeded %s', (table, title, description) => {
  it(`has Hindi for ${title} and ${description} on every row`, () => {
    const list = rows[table] as Array<Record<string, unknown> & { translations?: { hi?: Record<string, unknown> } }>;
    expect(list.length).toBeGreaterThan(0);
    const missing = list
      .filter((r) => !inHindi(r.translations?.hi?.[title]) || !inHindi(r.translations?.hi?.[description]))
      .map((r) => String(r[title]));
    expect(missing).toEqual([]);
  });
});

describe('Hindi of pujas, temples and chadhava items', () => {
  it('has an entry for every English row, and none for any other', () => {
    expect(Object.keys(pujas).sort()).toEqual(PUJAS.map((p) => p.title).sort());
    expect(Object.keys(temples).sort()).toEqual(TEMPLES.map((t) => t.name).sort());
    expect(Object.keys(chadhava).sort()).toEqual(
      Object.values(CHADHAVA_ITEMS)
        .map((c) => c.title)
        .sort(),
    );
  });

  it('keeps the paragraphs and the benefits of the English', () => {
    for (const p of PUJAS) {
      const hi = pujas[p.title]!;
      expect(hi.description?.split('\n\n').length, p.title).toBe(p.description.split('\n\n').length);
      expect(hi.benefits?.length, p.title).toBe(p.benefits.length);
    }
    for (const t of TEMPLES)
      expect(temples[t.name]!.about?.split('\n\n').length, t.name).toBe(t.about.split('\n\n').length);
  });

  it('gives every puja its tithi in Hindi', () => {
    expect(rows.pujas.every((p) => inHindi((p.translations as { hi?: { tithi?: string } }).hi?.tithi))).toBe(true);
  });
});
