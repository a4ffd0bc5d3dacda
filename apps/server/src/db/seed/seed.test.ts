import { istDayNumber } from '@sankalp/shared/calendar';
import { eventDateFilter, eventState, pujaStatus, slotsLeft } from '@sankalp/shared/timing';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayPanchang } from '../../modules/kundli/engine';
import { openTestDb } from '../../test/test-app';
import type { Db } from '../client';
import * as s from '../schema/catalog';
import { prasadOfferings } from '../schema/prasad';
import { buildCatalogRows } from './catalog-rows';
import type { DayRule, Pick } from './dates';
import { EVENTS } from './events';
import { PUJAS } from './pujas';
import { resetAndSeed, seedIfEmpty } from './seed';
import { STREAMS } from './streams';
import { TEMPLE_PLACES, type TempleKey } from './temples';

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
  prasadOfferings,
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
      ...[1, 2, 3, 4, 5, 6].map((n) => `prasad-0${n}`),
    ];
    const allowed = new Set(names.map((n) => `/art/${n}.svg`));
    const used = JSON.stringify(rows).match(/\/art\/[^"]+/g) ?? [];
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((path) => !allowed.has(path))).toEqual([]);
  });
});

describe('demo dates', () => {
  const HOUR = 3_600_000;
  // Seeding moments across a year and a half, at awkward hours (IST): Saturday noon, Monday 23:15,
  // Saturday 23:59 (after the Shanivar event), Monday 19:10 (after the Somvar one), 00:05, just
  // before Ambubachi (Kamakhya's Shukla Ashtami of 2026 falls in it), and a June whose Amavasya at
  // dusk does (2028).
  const MOMENTS = [
    '2026-11-21T06:30:00Z',
    '2025-06-23T17:45:00Z',
    '2026-01-03T18:29:00Z',
    '2026-03-07T18:20:00Z',
    '2026-06-15T04:00:00Z',
    '2026-07-20T00:10:00Z',
    '2026-09-14T13:40:00Z',
    '2026-12-31T18:35:00Z',
    '2027-04-24T13:00:00Z',
    '2027-10-31T21:00:00Z',
    '2028-06-18T10:00:00Z',
  ].map((iso) => new Date(iso));

  const IST = 5.5 * HOUR;
  const istDateOf = (ms: number) => new Date(ms + IST).toISOString().slice(0, 10);
  const weekdayOf = (ms: number) => new Date(ms + IST).getUTCDay();
  /** The engine's day panchang at the temple on the instant's IST date (not the code under test). */
  const panchangAt = (ms: number, temple: TempleKey) => {
    const [year, month, day] = istDateOf(ms).split('-').map(Number) as [number, number, number];
    const { latitude, longitude } = TEMPLE_PLACES[temple];
    return dayPanchang({ year, month, day, latitude, longitude, timezone: 'Asia/Kolkata' });
  };
  const label = (t: { number: number; name: string; paksha: string }) =>
    t.number === 15 || t.number === 30 ? t.name : `${t.paksha} Paksha ${t.name}`;

  type Dated = {
    what: string;
    temple: TempleKey;
    rule: DayRule;
    pick: Pick;
    start: number;
    end: number;
    tithi?: string;
  };

  /** Checks one dated entry against the almanac of its day; returns nothing, fails loudly. */
  function expectTrue(d: Dated, now: number) {
    const p = panchangAt(d.start, d.temple);
    const sunrise = Date.parse(p.sunrise!);
    const sunset = Date.parse(p.sunset!);
    const at = `${d.what} on ${istDateOf(d.start)} (seeded ${new Date(now).toISOString()})`;
    // Every start is after its day's sunrise, so the civil date and the vara agree.
    expect(d.start, at).toBeGreaterThan(sunrise);
    if (typeof d.rule === 'object' && 'tithi' in d.rule) {
      if (d.rule.at === 'sunset') {
        // Observed by the tithi at dusk (Pradosh, a night of lamps): running at sunset, and the ritual starts then.
        const running = p.tithis.find((t) => t.end === null || Date.parse(t.end) > sunset)!;
        expect(d.rule.tithi, at).toContain(running.number);
        expect(d.start, at).toBeGreaterThanOrEqual(sunset);
        if (d.tithi !== undefined) expect(d.tithi, at).toBe(label(running));
      } else {
        // The udaya tithi (prevailing at sunrise, as almanacs print the day), or a kshaya one that
        // begins after this sunrise and ends before the next (observed on the day it runs).
        const nextSunrise = Date.parse(p.nextSunrise!);
        const kshaya = p.tithis.slice(1).filter((t) => t.end !== null && Date.parse(t.end) < nextSunrise);
        const observed = [p.tithis[0]!, ...kshaya].find((t) => d.rule !== 'daily' && 'tithi' in d.rule && d.rule.tithi.includes(t.number));
        expect(observed, at).toBeDefined();
        if (d.tithi !== undefined) expect(d.tithi, at).toBe(label(observed!));
      }
    } else {
      if (typeof d.rule === 'object') expect(weekdayOf(d.start), at).toBe(d.rule.weekday);
      if (d.tithi !== undefined) expect(d.tithi, at).toBe(label(p.tithis[0]!));
    }
    const today = istDayNumber(now);
    const day = istDayNumber(d.start);
    if (d.pick === 'next') expect(d.start, at).toBeGreaterThan(now);
    if (d.pick === 'current') expect(d.start <= now && now <= d.end, at).toBe(true);
    if (d.pick === 'previous') expect(d.end, at).toBeLessThan(now);
    if (d.pick === 'after-today') expect(day, at).toBeGreaterThan(today);
    if (d.pick === 'before-today') expect(day, at).toBeLessThan(today);
    // Kamakhya holds no ritual during the Ambubachi closure (about 22-25 June).
    if (d.temple === 'kamakhya') {
      for (const ms of [d.start, d.end])
        expect(istDateOf(ms).slice(5) >= '06-21' && istDateOf(ms).slice(5) <= '06-26', at).toBe(false);
    }
  }

  it.each(MOMENTS.map((m) => [m.toISOString(), m] as const))(
    'at %s every dated puja, event and stream falls on a true day',
    (_iso, now) => {
      const rows = buildCatalogRows(now);
      const t = now.getTime();
      let checked = 0;
      PUJAS.forEach((p, i) => {
        const row = rows.pujas[i]!;
        expect(row.title).toBe(p.title);
        const start = (row.startTime as Date).getTime();
        const end = (row.endTime as Date).getTime();
        if (!('schedule' in p.when)) {
          // Bound to no day: its tithi text is still the true tithi of its date.
          expect(row.tithi).toBe(label(panchangAt(start, p.temple).tithis[0]!));
          return;
        }
        expectTrue(
          {
            what: p.title,
            temple: p.temple,
            rule: p.when.schedule.rule,
            pick: p.when.pick,
            start,
            end,
            tithi: row.tithi,
          },
          t,
        );
        checked++;
      });
      EVENTS.forEach((e, i) => {
        const row = rows.chadhavaEvents[i]!;
        expect(row.name).toBe(e.name);
        if (e.when === 'later-today') return;
        const date = (row.date as Date).getTime();
        expectTrue(
          { what: e.name, temple: e.temple, rule: e.when.schedule.rule, pick: e.when.pick, start: date, end: date },
          t,
        );
        checked++;
      });
      STREAMS.forEach((st, i) => {
        const row = rows.streams[i]!;
        if (!('when' in st) || typeof st.temple !== 'string') return;
        const start = (row.startTime as Date).getTime();
        expectTrue(
          {
            what: st.title,
            temple: st.temple,
            rule: st.when.schedule.rule,
            pick: st.when.pick,
            start,
            end: (row.endTime as Date).getTime(),
          },
          t,
        );
        checked++;
      });
      expect(checked).toBe(13 + 7 + 2);
    },
  );

  it.each(MOMENTS.map((m) => [m.toISOString(), m] as const))(
    'at %s the demo keeps its mix of puja and event states',
    (_iso, now) => {
      const rows = buildCatalogRows(now);
      const t = now.getTime();
      const status = rows.pujas.map((p) => pujaStatus(p.startTime as Date, p.endTime as Date, now));
      expect(status.filter((x) => x === 'upcoming').length).toBeGreaterThanOrEqual(8);
      expect(status.filter((x) => x === 'live').length).toBeGreaterThanOrEqual(2);
      expect(status.filter((x) => x === 'closed').length).toBeGreaterThanOrEqual(2);
      const starts = rows.pujas.map((p) => (p.startTime as Date).getTime());
      expect(starts.some((s) => s > t && s - t <= HOUR)).toBe(true);
      // Events as GET /chadhava-events/upcoming lists them: from 7 days ago.
      const listed = rows.chadhavaEvents
        .filter((e) => (e.date as Date).getTime() >= t - 7 * 24 * HOUR)
        .map((e) => ({ ...e, temple: 'a temple', date: e.date as Date }));
      const states = listed.map((e) => eventState(e, now));
      expect(states).toContain('closed');
      expect(states).toContain('full');
      expect(listed.some((e) => eventDateFilter(e.date, 'today', now) && e.date.getTime() > t)).toBe(true);
      expect(listed.some((e) => eventDateFilter(e.date, 'tomorrow', now))).toBe(true);
      expect(
        listed.some((e) => {
          const left = slotsLeft(e);
          return left !== null && left > 0 && left <= 2;
        }),
      ).toBe(true);
      expect(listed.some((e) => e.maxParticipants === null)).toBe(true);
      expect(listed.some((e) => e.basePricePaise === 0)).toBe(true);
    },
  );

  it('names no once-a-year festival as an occasion or event, and says where Kedarnath pujas go in winter', () => {
    const yearly =
      /Dhanteras|Kartik Purnima|Hanuman Jayanti|Maha Navami|Basant Panchami|Ratha Saptami|Nag Panchami|Sarvapitri|Gupt Navratri|Shani Amavasya|Ambubachi|Navratri|Shivratri|Diwali/;
    for (const p of PUJAS) expect(p.occasion, p.title).not.toMatch(yearly);
    for (const e of EVENTS) expect(e.name).not.toMatch(yearly);
    const atKedarnath = [
      ...PUJAS.filter((p) => p.temple === 'kedarnath').map((p) => p.description),
      ...EVENTS.filter((e) => e.temple === 'kedarnath').map((e) => e.about),
    ];
    for (const copy of atKedarnath) expect(copy).toMatch(/winter.*Ukhimath|Ukhimath.*winter/s);
  });

  it('builds the whole catalog quickly', () => {
    // A fresh moment (memo tables cold for its days): seeding runs at every start on an empty database.
    const started = performance.now();
    buildCatalogRows(new Date('2029-02-11T09:00:00Z'));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
