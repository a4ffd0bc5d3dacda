import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Db } from '../client';
import { listingApprovals } from '../schema/approvals';
import * as s from '../schema/catalog';
import { buildCatalogRows } from './catalog-rows';
import { growCatalog, MAX_SCALE, parseScale, ScaleError, TABLES } from './scale';
import { buildScaledCopies, OPEN_EVERY, PUJAS_PER_WEEK, SCALED_TABLES } from './scale-rows';

const NOW = new Date('2026-11-21T06:30:00.000Z');
const DAY = 24 * 3600_000;

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  db = t.db.db;
});
afterAll(async () => {
  await t.close();
});

/** The scaled tables, and one that must stay as it is. */
const COUNTED = { ...TABLES, offerings: s.offerings };
async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([n, table]) => [n, (await db.select({ n: count() }).from(table))[0]?.n ?? -1]),
  );
  return Object.fromEntries(entries);
}

describe('npm run seed -- --scale N', () => {
  let demo: Record<string, number>;
  let grown: Awaited<ReturnType<typeof growCatalog>>;
  beforeAll(async () => {
    demo = await counts();
    grown = await growCatalog(db, 3, { now: NOW });
  });

  it('grows the demo catalog to three times its counts, then adds nothing', async () => {
    expect(grown.added).toBe(2);
    expect(grown.scale).toBe(3);
    const after = await counts();
    for (const table of SCALED_TABLES) expect(after[table], table).toBe(3 * (demo[table] ?? 0));
    expect(after.offerings).toBe(demo.offerings); // one general list, not copied
    expect(grown.totals.pujas).toBe(after.pujas);

    const again = await growCatalog(db, 3, { now: NOW });
    expect(again.added).toBe(0);
    expect(await counts()).toEqual(after);
    // A smaller N never removes anything.
    expect((await growCatalog(db, 2, { now: NOW })).scale).toBe(3);
  });

  it('leaves the planner statistics of the grown tables current (PGlite has no autovacuum)', async () => {
    const { rows } = (await db.execute(
      sql`select relname, reltuples from pg_class where relname in ('pujas', 'temples', 'streams', 'listing_approvals')`,
    )) as unknown as { rows: Array<{ relname: string; reltuples: number }> };
    const after = await counts();
    const approvals = (await db.select({ n: count() }).from(listingApprovals))[0]?.n ?? -1;
    const expected: Record<string, number> = {
      pujas: after.pujas!,
      temples: after.temples!,
      streams: after.streams!,
      listing_approvals: approvals,
    };
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(Number(r.reltuples), r.relname).toBe(expected[r.relname]);
  });

  it('names every copy uniquely, the slug still the slug of its title', async () => {
    for (const [table, title] of [
      [s.pujas, s.pujas.title],
      [s.temples, s.temples.name],
      [s.chadhavaEvents, s.chadhavaEvents.name],
      [s.campaigns, s.campaigns.title],
      [s.products, s.products.name],
    ] as const) {
      const rows = await db.select({ slug: table.slug, title }).from(table);
      expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
      expect(rows.filter((r) => r.title.endsWith(' · 3')).length).toBe(rows.length / 3);
    }
    const [copy] = await db.select().from(s.pujas).where(like(s.pujas.title, '% · 2')).limit(1);
    expect(copy?.slug).toBe(copy?.title.toLowerCase().replace(/\s+/g, '-'));
  });

  it('publishes and approves every copied puja and event like the demo rows', async () => {
    const copies = await db.select({ id: s.pujas.id }).from(s.pujas).where(like(s.pujas.title, '% · %'));
    const approved = await db
      .select({ n: count() })
      .from(listingApprovals)
      .where(eq(listingApprovals.approvedByLabel, 'demo-seed'));
    expect(copies.length).toBe(28);
    expect(approved[0]?.n).toBeGreaterThanOrEqual(copies.length);
    const unpublished = await db.select({ n: count() }).from(s.pujas).where(eq(s.pujas.published, false));
    expect(unpublished[0]?.n).toBe(0);
  });

  it('keeps the public lists and a copy’s page answering', async () => {
    for (const url of [
      '/api/v1/pujas/all',
      '/api/v1/pujas/',
      '/api/v1/temples',
      '/api/v1/chadhava-events/upcoming',
      '/api/v1/donationcampaigns',
      '/api/v1/pandits',
      '/api/v1/livestream',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBe(200);
    }
    const [open] = await db
      .select({ slug: s.pujas.slug })
      .from(s.pujas)
      .where(sql`${s.pujas.title} like '% · %' and ${s.pujas.endTime} > ${NOW.toISOString()}::timestamptz`)
      .limit(1);
    expect(open).toBeDefined();
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pujas/pujaByname/${encodeURIComponent(open?.slug ?? '')}`,
    });
    expect(page.statusCode).toBe(200);
  });

  it('refuses N outside 1 … 1000 and anything but a whole number', () => {
    expect(parseScale('1')).toBe(1);
    expect(parseScale(String(MAX_SCALE))).toBe(1000);
    for (const bad of ['0', '1001', '-3', '2.5', '1e3', 'ten', '', undefined]) {
      expect(() => parseScale(bad), String(bad)).toThrow(ScaleError);
    }
  });
});

describe('dates of the copies', () => {
  // Copies 2 … 101: 1,400 pujas, about 28 weeks of a platform adding 50 a week.
  const template = buildCatalogRows(NOW);
  const copies = Array.from({ length: 100 }, (_, i) => i + 2);
  const rows = buildScaledCopies(template, copies, NOW);
  const now = NOW.getTime();

  it('leaves one puja in OPEN_EVERY open or upcoming, within the next six weeks', () => {
    const open = rows.pujas.filter((p) => (p.endTime as Date).getTime() > now);
    const share = open.length / rows.pujas.length;
    // The intended band: a few weeks of a platform's pujas out of years of them.
    expect(share).toBeGreaterThanOrEqual(0.01);
    expect(share).toBeLessThanOrEqual(0.05);
    expect(share).toBeGreaterThan(0.8 / OPEN_EVERY);
    expect(share).toBeLessThan(1.2 / OPEN_EVERY);
    for (const p of open) expect((p.startTime as Date).getTime()).toBeLessThan(now + 43 * DAY);
  });

  it('spreads the closed ones over the past at the platform’s pace, with varied joinedNo', () => {
    const ends = rows.pujas.map((p) => (p.endTime as Date).getTime()).filter((e) => e <= now);
    const lastWeek = ends.filter((e) => e > now - 7 * DAY).length;
    expect(lastWeek).toBeGreaterThan(PUJAS_PER_WEEK * 0.8);
    expect(lastWeek).toBeLessThan(PUJAS_PER_WEEK * 1.2);
    const oldestWeeks = (now - Math.min(...ends)) / (7 * DAY);
    expect(oldestWeeks).toBeGreaterThan(25);
    expect(oldestWeeks).toBeLessThan(32);
    expect(new Set(rows.pujas.map((p) => p.joinedNo)).size).toBeGreaterThan(rows.pujas.length / 2);
  });

  it('keeps most events closed and a few ahead, on whole IST days', () => {
    const ahead = rows.chadhavaEvents.filter((e) => (e.date as Date).getTime() > now).length;
    expect(ahead).toBeGreaterThan(0);
    expect(ahead / rows.chadhavaEvents.length).toBeLessThan(0.05);
  });
});
