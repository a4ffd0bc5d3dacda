import { describe, expect, it } from 'vitest';
import { CAMPAIGNS } from '../campaigns';
import { EVENTS } from '../events';
import { OFFERINGS } from '../offerings';
import { PANDITS } from '../pandits';
import { PRASAD } from '../prasad';
import { PRODUCTS } from '../products';
import { STREAMS } from '../streams';
import campaigns from './campaigns';
import events from './events';
import offerings from './offerings';
import pandits from './pandits';
import prasad from './prasad';
import products from './products';
import streams from './streams';

/** Each Hindi file beside its English rows and the field that names a row (its key). */
const KINDS: Array<{ kind: string; rows: object[]; key: string; hindi: Record<string, unknown> }> = [
  { kind: 'campaigns', rows: CAMPAIGNS, key: 'title', hindi: campaigns },
  { kind: 'events', rows: EVENTS, key: 'name', hindi: events },
  { kind: 'products', rows: PRODUCTS, key: 'name', hindi: products },
  { kind: 'pandits', rows: PANDITS, key: 'name', hindi: pandits },
  { kind: 'streams', rows: STREAMS, key: 'title', hindi: streams },
  { kind: 'offerings', rows: OFFERINGS, key: 'name', hindi: offerings },
  { kind: 'prasad', rows: PRASAD, key: 'title', hindi: prasad },
];

const DEVANAGARI = /[\u0900-\u097F]/;
/** Latin words a Hindi text may keep: a brand, the tax section 80G, and the "2 x 1" of a size. */
const LATIN_ALLOWED = new Set(['WhatsApp', 'G', 'x']);

/** Every problem of a Hindi value against its English one, as "path: problem". */
function problems(hi: unknown, en: unknown, path: string): string[] {
  if (typeof hi === 'string') {
    if (typeof en !== 'string') return [`${path}: the English field is not text`];
    const out: string[] = [];
    if (!DEVANAGARI.test(hi)) out.push(`${path}: no Devanagari`);
    const latin = (hi.match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w));
    if (latin.length > 0) out.push(`${path}: Latin words ${latin.join(', ')}`);
    if (hi.split('\n\n').length !== en.split('\n\n').length) out.push(`${path}: paragraph count differs`);
    return out;
  }
  if (Array.isArray(hi)) {
    if (!Array.isArray(en)) return [`${path}: the English field is not a list`];
    if (hi.length !== en.length) return [`${path}: ${hi.length} entries, English has ${en.length}`];
    return hi.flatMap((h, i) => problems(h, en[i], `${path}[${i}]`));
  }
  if (hi !== null && typeof hi === 'object') {
    if (en === null || typeof en !== 'object' || Array.isArray(en))
      return [`${path}: the English field is not an object`];
    return Object.entries(hi).flatMap(([k, v]) =>
      k in en
        ? problems(v, (en as Record<string, unknown>)[k], `${path}.${k}`)
        : [`${path}.${k}: no such English field`],
    );
  }
  return [`${path}: not text`];
}

describe.each(KINDS)('Hindi $kind', ({ rows, key, hindi }) => {
  const englishKeys = rows.map((r) => (r as Record<string, unknown>)[key] as string);

  it('names each English row uniquely', () => {
    expect(new Set(englishKeys).size).toBe(englishKeys.length);
  });

  it('has an entry, with its own name, for every English row and none for any other', () => {
    expect(Object.keys(hindi).sort()).toEqual([...englishKeys].sort());
    for (const k of englishKeys) expect((hindi[k] as Record<string, unknown>)[key], k).toEqual(expect.any(String));
  });

  it('mirrors the English text fields in Devanagari, lists at their English lengths', () => {
    const found = rows.flatMap((row) => {
      const name = (row as Record<string, unknown>)[key] as string;
      return problems(hindi[name] ?? {}, row, name);
    });
    expect(found).toEqual([]);
  });
});
