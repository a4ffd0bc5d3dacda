import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app';
import type { Db } from '../client';
import * as s from '../schema/catalog';
import { buildCatalogRows } from './catalog-rows';
import { resetAndSeed, seedIfEmpty } from './seed';

const NOW = new Date('2026-11-21T06:30:00.000Z');

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db.db;
});
afterAll(async () => {
  await handle.db.close();
  await handle.dropDb();
});

const TABLES = {
  temples: s.temples,
  pujas: s.pujas,
  pujaPackages: s.pujaPackages,
  pujaChadhavaItems: s.pujaChadhavaItems,
  offerings: s.offerings,
  streams: s.streams,
  campaigns: s.campaigns,
  campaignSevas: s.campaignSevas,
  chadhavaEvents: s.chadhavaEvents,
  eventOfferings: s.eventOfferings,
  products: s.products,
  productStock: s.productStock,
  pandits: s.pandits,
};

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(
      async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]?.n ?? -1] as const,
    ),
  );
  return Object.fromEntries(entries);
}

describe('seeding', () => {
  it('seedIfEmpty seeds an empty database, then does nothing', async () => {
    const summary = await seedIfEmpty(db, NOW);
    expect(summary).not.toBeNull();
    const after = await counts();
    expect(after).toEqual(summary);
    expect(await seedIfEmpty(db, NOW)).toBeNull();
    expect(await counts()).toEqual(after);
  });

  it('resetAndSeed twice leaves the same counts, with fresh rows', async () => {
    const before = await counts();
    const [oldTemple] = await db.select({ id: s.temples.id }).from(s.temples).limit(1);
    await resetAndSeed(db, NOW);
    expect(await counts()).toEqual(before);
    await resetAndSeed(db, NOW);
    expect(await counts()).toEqual(before);
    const ids = (await db.select({ id: s.temples.id }).from(s.temples)).map((r) => r.id);
    expect(ids).not.toContain(oldTemple?.id);
  });

  it('resetAndSeed also works when another table references the catalog', async () => {
    await db.execute(sql`create table seed_test_refs (puja_id uuid not null references pujas(id))`);
    const [puja] = await db.select({ id: s.pujas.id }).from(s.pujas).limit(1);
    await db.execute(sql`insert into seed_test_refs values (${puja?.id})`);
    await resetAndSeed(db, NOW);
    // Both drivers answer raw SQL with `{ rows }`.
    const left = (await db.execute(sql`select count(*)::int as n from seed_test_refs`)) as unknown as {
      rows: { n: number }[];
    };
    expect(left.rows[0]?.n).toBe(0);
    await db.execute(sql`drop table seed_test_refs`);
  });
});

describe('demo catalog content', () => {
  const rows = buildCatalogRows(NOW);

  it('has the promised amount of everything', () => {
    expect(rows.temples.length).toBeGreaterThanOrEqual(14);
    expect(rows.pujas.length).toBeGreaterThanOrEqual(14);
    expect(rows.pujaPackages).toHaveLength(rows.pujas.length * 4);
    expect(rows.streams.length).toBeGreaterThanOrEqual(10);
    expect(rows.campaigns).toHaveLength(8);
    expect(rows.chadhavaEvents).toHaveLength(8);
    expect(rows.products).toHaveLength(14);
    expect(rows.pandits).toHaveLength(8);
    expect(rows.offerings.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps money in integer paise', () => {
    const amounts = [
      ...rows.pujaPackages.map((r) => r.pricePaise),
      ...rows.pujaChadhavaItems.map((r) => r.pricePaise),
      ...rows.campaignSevas.map((r) => r.pricePaise),
      ...rows.eventOfferings.map((r) => r.pricePaise),
      ...rows.products.map((r) => r.basePricePaise),
      ...rows.pandits.map((r) => r.feePaise),
    ];
    expect(amounts.every((a) => Number.isInteger(a) && a > 0)).toBe(true);
    expect(rows.pandits.every((p) => p.feePaise === 100_000)).toBe(true);
  });

  it('has distinct joinedNo values and unique slugs', () => {
    const joined = rows.pujas.map((p) => p.joinedNo);
    expect(new Set(joined).size).toBe(joined.length);
    for (const list of [rows.pujas, rows.campaigns, rows.chadhavaEvents, rows.products, rows.temples]) {
      const slugs = list.map((r) => r.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('relates 3 to 5 products of the same category, never the product itself', () => {
    const byId = new Map(rows.products.map((p) => [p.id, p]));
    for (const p of rows.products) {
      expect(p.relatedIds.length).toBeGreaterThanOrEqual(3);
      expect(p.relatedIds.length).toBeLessThanOrEqual(5);
      expect(p.relatedIds).not.toContain(p.id);
      expect(p.relatedIds.every((id) => byId.get(id)?.category === p.category)).toBe(true);
    }
  });

  it('refers only to artwork that exists', () => {
    const names = [
      ...[
        'kashi-vishwanath',
        'mahakaleshwar',
        'somnath',
        'kedarnath',
        'tirupati-balaji',
        'meenakshi',
        'jagannath-puri',
        'siddhivinayak',
        'vaishno-devi',
        'kamakhya',
        'dwarkadhish',
        'ramanathaswamy',
        'trimbakeshwar',
        'banke-bihari',
      ].map((n) => `temple-${n}`),
      ...[
        'rudrabhishek',
        'maha-mrityunjaya',
        'navgraha-shanti',
        'lakshmi-kuber',
        'kaal-sarp-dosh',
        'satyanarayan',
        'hanuman-chalisa',
        'durga-saptashati',
        'ganesh-sankat-nashan',
        'shani-til-tel',
        'pitru-dosh',
        'mangal-dosh',
        'baglamukhi',
        'saraswati',
      ].map((n) => `puja-${n}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `about-${n}`),
      ...['single', 'couple', 'family', 'joint-family'].map((n) => `package-${n}`),
      ...[
        'flowers',
        'ghee-diya',
        'coconut',
        'bel-patra',
        'vastra',
        'laddoo',
        'milk',
        'sindoor',
        'til-oil',
        'gau-seva',
        'anna-seva',
        'deep-daan',
      ].map((n) => `chadhava-${n}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `event-0${n}`),
      ...['annadaan', 'gau-seva', 'temple-renovation', 'social'].flatMap((n) => [`campaign-${n}-1`, `campaign-${n}-2`]),
      ...['meal', 'grain-sack', 'fodder', 'cow-adopt', 'brick', 'paint', 'books', 'blanket', 'medicine', 'water'].map(
        (n) => `seva-${n}`,
      ),
      ...[
        'dhoti',
        'kurta',
        'saree',
        'shawl',
        'angavastram',
        'chunri',
        'rudraksha-mala',
        'brass-diya',
        'puja-thali',
        'incense',
        'kalash',
        'bell',
        'gangajal',
        'tulsi-mala',
      ].flatMap((n) => [`product-${n}`, `product-${n}-2`, `product-${n}-3`]),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `pandit-0${n}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `stream-${String(n).padStart(2, '0')}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `avatar-${String(n).padStart(2, '0')}`),
    ];
    const allowed = new Set(names.map((n) => `/art/${n}.svg`));
    const used = JSON.stringify(rows).match(/\/art\/[^"]+/g) ?? [];
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((path) => !allowed.has(path))).toEqual([]);
  });
});
