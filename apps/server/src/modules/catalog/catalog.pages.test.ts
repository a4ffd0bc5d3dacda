/**
 * The paged public lists (issue 16, decision 013): each answers a bounded page with `page` beside
 * the spec's `data`; the default sets are what a devotee can act on; a cursor walks every item
 * once, in order; filters and search are the database's; bad input is a 400 with a code.
 */
import { randomUUID } from 'node:crypto';
import type { Puja } from '@sankalp/shared/api/catalog';
import { istDayNumber, istDayStart } from '@sankalp/shared/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pujas } from '../../db/schema/catalog';
import { insertTemple } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invalidateCatalogCache } from './catalog.service';
import { NOW, getJson, now } from './catalog.test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const api = (url: string) => `/api/v1${url}`;
type PageBody = { data: unknown; page: { limit: number; nextCursor: string | null } };
type Item = { _id: string; [k: string]: unknown };

/** The items of a list answer, whatever the spec wraps them in (`Puja[]`, `{ temples }` …). */
const itemsOf = (data: unknown): Item[] =>
  (Array.isArray(data) ? data : Object.values(data as Record<string, unknown>)[0]) as Item[];

async function page(url: string): Promise<PageBody> {
  const { status, body } = await getJson(t.app, api(url));
  expect(status, `${url} → ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body as unknown as PageBody;
}

const withQuery = (url: string, q: string) => `${url}${url.includes('?') ? '&' : '?'}${q}`;

/** Every item of `url`, page by page of `limit`; checks each page's size and `page`. */
async function walk(url: string, limit: number): Promise<Item[]> {
  const out: Item[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 200; n++) {
    const body = await page(withQuery(url, `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`));
    const items = itemsOf(body.data);
    expect(body.page.limit).toBe(limit);
    expect(items.length).toBeLessThanOrEqual(limit);
    out.push(...items);
    cursor = body.page.nextCursor;
    if (!cursor) return out;
    expect(items.length).toBe(limit);
  }
  throw new Error(`${url}: no last page`);
}

let seq = 0;
/** A published puja at `templeId`, its times relative to NOW; answers its id. */
async function insertPuja(o: { templeId: string; title: string; startMs: number; endMs: number; joinedNo?: number }) {
  const [row] = await t.db.db
    .insert(pujas)
    .values({
      slug: `pages-${++seq}-${randomUUID().slice(0, 8)}`,
      title: o.title,
      description: 'A puja',
      templeId: o.templeId,
      image: '/art/puja.svg',
      aboutPujaCard: [],
      aboutTemple: 'About',
      tithi: 'Trayodashi',
      tag: 'Peace',
      occasion: 'Pradosh',
      type: 'Abhishek',
      duration: '2 hours',
      joinedNo: o.joinedNo ?? 10,
      benefits: [],
      startTime: new Date(NOW.getTime() + o.startMs),
      endTime: new Date(NOW.getTime() + o.endMs),
    })
    .returning();
  return row!.id;
}

const ids = (items: Item[]) => items.map((i) => i._id);

describe('GET /pujas/all', () => {
  let templeId: string;
  let open: string, recent: string, old: string;
  beforeAll(async () => {
    templeId = await insertTemple(t.db.db, `pages-${randomUUID().slice(0, 6)}`);
    open = await insertPuja({ templeId, title: 'Pages Open', startMs: DAY, endMs: DAY + 3_600_000 });
    recent = await insertPuja({ templeId, title: 'Pages Recent', startMs: -3 * DAY, endMs: -2 * DAY });
    old = await insertPuja({ templeId, title: 'Pages Archive', startMs: -31 * DAY, endMs: -30 * DAY });
    invalidateCatalogCache(t.db.db);
  });

  it('answers the open and upcoming, then the recently closed; an old closed puja only in status=closed', async () => {
    expect(ids(itemsOf((await page(`/pujas/all?temple=${templeId}`)).data))).toEqual([open, recent]);
    expect(ids(itemsOf((await page(`/pujas/all?temple=${templeId}&status=open`)).data))).toEqual([open]);
    expect(ids(itemsOf((await page(`/pujas/all?temple=${templeId}&status=closed`)).data))).toEqual([recent, old]);
    const all = ids(await walk('/pujas/all', 100));
    expect(all).toContain(recent);
    expect(all).not.toContain(old);
    expect(ids(await walk('/pujas/all?status=closed', 100))).toContain(old);
  });

  it('keeps the spec shape with a page of 24 by default', async () => {
    const body = await page('/pujas/all');
    expect(body).toMatchObject({ success: true, message: 'Pujas fetched successfully' });
    expect(Array.isArray(body.data)).toBe(true);
    const total = (await walk('/pujas/all', 100)).length;
    expect(body.page).toEqual({ limit: 24, nextCursor: total > 24 ? expect.any(String) : null });
    expect((body.data as Puja[]).length).toBe(Math.min(24, total));
  });

  it('finds by title, temple name or location, case-insensitively, with % and _ taken literally', async () => {
    const tid = await insertTemple(t.db.db, `search-${randomUUID().slice(0, 6)}`);
    const pct = await insertPuja({ templeId: tid, title: 'Shanti 100% Havan', startMs: DAY, endMs: 2 * DAY });
    await insertPuja({ templeId: tid, title: 'Shanti 1000 Havan', startMs: DAY, endMs: 2 * DAY });
    const under = await insertPuja({ templeId: tid, title: 'Navgraha_Path', startMs: DAY, endMs: 2 * DAY });
    await insertPuja({ templeId: tid, title: 'NavgrahaXPath', startMs: DAY, endMs: 2 * DAY });
    invalidateCatalogCache(t.db.db);
    const search = async (q: string) =>
      ids(itemsOf((await page(`/pujas/all?temple=${tid}&q=${encodeURIComponent(q)}`)).data));
    expect(await search('100%')).toEqual([pct]);
    expect(await search('  SHANTI 100% ')).toEqual([pct]);
    expect(await search('graha_p')).toEqual([under]);
    expect(await search('varanasi')).toHaveLength(4);
    expect(await search('no such puja')).toEqual([]);
  });
});

// Every paged list, walked two at a time, gives what one big page gives, in the same order.
const LISTS = [
  '/pujas/all',
  '/pujas/all?status=closed',
  '/pujas/all?status=open',
  '/chadhava-events/upcoming',
  '/temples',
  '/donationcampaigns',
  '/donationcampaigns/category/annadaan',
  '/products',
  '/products?category=worship',
  '/pandits',
  '/livestream',
  '/offerings',
];

describe('paging walks every item exactly once, in order', () => {
  it.each(LISTS)('%s', async (url) => {
    const whole = await walk(url, 100);
    expect(whole.length, `${url} has more than one page`).toBeGreaterThan(1);
    const walked = await walk(url, whole.length > 4 ? 2 : 1);
    expect(ids(walked)).toEqual(ids(whole));
    expect(new Set(ids(walked)).size).toBe(walked.length);
  });

  it('events: from today (IST) on by date, then the last week’s, the most recent first', async () => {
    const events = (await walk('/chadhava-events/upcoming', 2)).map((e) => Date.parse(String(e.date)));
    const today = istDayStart(istDayNumber(NOW.getTime()));
    const cut = events.findIndex((d) => d < today);
    const coming = events.slice(0, cut);
    const past = events.slice(cut);
    expect(coming.length, 'an event to come').toBeGreaterThan(0);
    expect(cut, 'an event of the last week').toBeGreaterThan(0);
    expect(coming).toEqual([...coming].sort((a, b) => a - b));
    expect(past.every((d) => d < today && d >= NOW.getTime() - 7 * DAY)).toBe(true);
    expect(past).toEqual([...past].sort((a, b) => b - a));
  });

  it('keeps the events envelope’s extra status', async () => {
    expect(await page('/chadhava-events/upcoming?limit=1')).toMatchObject({
      success: true,
      status: 'success',
      data: { events: [expect.anything()] },
      page: { limit: 1, nextCursor: expect.any(String) },
    });
  });
});

describe('filters and search by the database', () => {
  it('a category answers only its items', async () => {
    const worship = itemsOf((await page('/products?category=worship&limit=100')).data);
    expect(worship.length).toBeGreaterThan(0);
    for (const p of worship) expect(p.category).toBe('worship');
    const annadaan = itemsOf((await page('/donationcampaigns/category/annadaan?limit=100')).data);
    for (const c of annadaan) expect(c.category).toBe('annadaan');
  });

  it.each([
    ['/temples', 'name'],
    ['/products', 'name'],
    ['/pandits', 'name'],
    ['/donationcampaigns', 'title'],
    ['/chadhava-events/upcoming', 'name'],
  ])('%s?q= matches the %s, whatever its case', async (url, field) => {
    const first = itemsOf((await page(url)).data)[0]!;
    const word = String(first[field]).split(' ')[0]!;
    const found = itemsOf((await page(`${url}?q=${encodeURIComponent(word.toUpperCase())}&limit=100`)).data);
    expect(ids(found)).toContain(first._id);
    const all = itemsOf((await page(`${url}?limit=100`)).data);
    expect(found.length).toBeLessThanOrEqual(all.length);
    expect(itemsOf((await page(`${url}?q=zzqqxx`)).data)).toEqual([]);
  });
});

describe('bad input is a 400 with a code, never a 500', () => {
  it.each(['0', '101', '1e3', '1e1', 'abc', '', '2.5', '-1', '99999999999999999999', '10&limit=20'])(
    'limit=%s',
    async (limit) => {
      const { status, body } = await getJson(t.app, api(`/pujas/all?limit=${limit}`));
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'validation_failed', errors: { limit: expect.any(String) } });
    },
  );

  it('a search too long, a control character, an unknown status or temple', async () => {
    for (const [query, field] of [
      [`q=${'x'.repeat(81)}`, 'q'],
      ['q=%00', 'q'],
      ['status=live', 'status'],
      ['temple=kashi', 'temple'],
    ]) {
      const { status, body } = await getJson(t.app, api(`/pujas/all?${query}`));
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ code: 'validation_failed', errors: { [field!]: expect.any(String) } });
    }
  });

  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

  it.each([
    ['junk', 'abc'],
    ['not base64', '%25%25%25'],
    ['too long', 'a'.repeat(600)],
    ['no row id', b64({ l: 'pujas', p: 'open' })],
    ['a bad id', b64({ l: 'pujas', p: 'open', id: 'x' })],
    ['an unknown phase', b64({ l: 'pujas', p: 'live', id: randomUUID() })],
    ['another spelling of a good one', `${b64({ l: 'pujas', p: 'open', id: randomUUID() })}=`],
  ])('a cursor that is %s', async (_label, cursor) => {
    const { status, body } = await getJson(t.app, api(`/pujas/all?cursor=${cursor}`));
    expect(status).toBe(400);
    expect(['bad_cursor', 'validation_failed']).toContain(body.code);
    if (cursor.length < 512) expect(body.code).toBe('bad_cursor');
  });

  it('a cursor from another list, or from another part of this one', async () => {
    const temples = (await page('/temples?limit=1')).page.nextCursor!;
    expect((await getJson(t.app, api(`/pujas/all?cursor=${temples}`))).body).toMatchObject({ code: 'bad_cursor' });
    const products = (await page('/products?limit=1')).page.nextCursor!;
    expect((await getJson(t.app, api(`/pandits?cursor=${products}`))).status).toBe(400);
    const campaigns = (await page('/donationcampaigns?limit=1')).page.nextCursor!;
    expect((await getJson(t.app, api(`/donationcampaigns/category/annadaan?cursor=${campaigns}`))).body).toMatchObject({
      code: 'bad_cursor',
    });
    const open = (await page('/pujas/all?limit=1')).page.nextCursor!;
    const closed = await getJson(t.app, api(`/pujas/all?status=closed&cursor=${open}`));
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ code: 'bad_cursor', errors: { cursor: 'Invalid cursor' } });
  });
});

describe('GET /pujas/ (featured)', () => {
  it('picks open pujas only, by joinedNo, ties by the earlier start', async () => {
    const templeId = await insertTemple(t.db.db, `featured-${randomUUID().slice(0, 6)}`);
    const top = 9_000_000;
    await insertPuja({ templeId, title: 'Closed Favourite', startMs: -2 * DAY, endMs: -DAY, joinedNo: top + 10 });
    const later = await insertPuja({ templeId, title: 'Later Tie', startMs: 2 * DAY, endMs: 3 * DAY, joinedNo: top });
    const earlier = await insertPuja({ templeId, title: 'Earlier Tie', startMs: DAY, endMs: 3 * DAY, joinedNo: top });
    const live = await insertPuja({ templeId, title: 'Live Now', startMs: -DAY, endMs: DAY, joinedNo: top - 1 });
    invalidateCatalogCache(t.db.db);
    const featured = (await page('/pujas/')).data as Puja[];
    expect(featured.map((p) => p._id)).toEqual([earlier, later, live]);
    expect(featured.every((p) => Date.parse(p.endTime) > NOW.getTime())).toBe(true);
  });
});
