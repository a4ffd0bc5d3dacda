import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  campaigns,
  chadhavaEvents,
  offerings,
  pandits,
  products,
  pujas,
  streams,
  temples,
} from '../../db/schema/catalog';
import { eventQuery, productListCols, pujaQuery, shown, streamQuery } from './catalog.repository';

// The paged public lists (issue 16, decision 013). Each read is one bounded keyset query: rows
// after the cursor's row in the list's order (the database reads that row's sort values by its
// id), at most `n` of them, every order and filter served by an index of db/schema/catalog.ts.
// Search is ILIKE with the pattern's own % and _ taken literally; a title or name is matched in
// English and in Hindi (issue 13: `translations->'hi'->>'title'`, trigram-indexed like the English
// column, db/sql/search-trigram.sql), whatever the reader's language.

/** Where a page starts and how many rows to read (the caller asks one more than it shows). */
export type Slice = { after?: string; n: number };

type Dir = 'asc' | 'desc';

/** Rows strictly after the cursor row in the order of `cols` (all one direction; the last is the id). */
function after(table: PgTable, cols: Column[], dir: Dir, id: string | undefined): SQL | undefined {
  if (!id) return undefined;
  const values = cols.map((c, i) =>
    i === cols.length - 1
      ? sql`${id}::uuid`
      : sql`(select cursor_row.${sql.identifier(c.name)} from ${table} cursor_row where cursor_row.id = ${id}::uuid)`,
  );
  return sql`(${sql.join(cols, sql`, `)}) ${sql.raw(dir === 'asc' ? '>' : '<')} (${sql.join(values, sql`, `)})`;
}

const orderBy = (cols: Column[], dir: Dir) => cols.map((c) => (dir === 'asc' ? asc(c) : desc(c)));

/** `%q%` with the text's own wildcards escaped (ILIKE's escape character is the backslash). */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const search = (q: string | undefined, cols: Array<Column | SQL>): SQL | undefined =>
  q ? or(...cols.map((c) => ilike(c, containing(q)))) : undefined;

/** A row's Hindi title or name (the expression its trigram index is on). */
const hindi = (table: { translations: Column }, field: 'title' | 'name'): SQL =>
  sql`(${table.translations}->'hi'->>${sql.raw(`'${field}'`)})`;

// ─── Pujas ──────────────────────────────────────────────────────────────────

export type PujaFilter = { temple?: string; q?: string };

const pujaFilter = (f: PujaFilter) =>
  and(f.temple ? eq(pujas.templeId, f.temple) : undefined, search(f.q, [pujas.title, hindi(pujas, 'title'), temples.name, hindi(temples, 'name'), temples.location]));

const OPEN_ORDER = [pujas.startTime, pujas.id];
const CLOSED_ORDER = [pujas.endTime, pujas.id];

// A page of pujas is read in two steps: the ids in order (pujas and temples only, narrow rows),
// then those rows with their temple and approval in one query for all parts of the page. The
// approval is a lateral join per row: read for the page only, never for every candidate the order
// had to look at.
const pujaIds = (db: Db, where: SQL | undefined) =>
  db
    .select({ id: pujas.id })
    .from(pujas)
    .innerJoin(temples, eq(pujas.templeId, temples.id))
    .where(and(shown(pujas.published), shown(temples.published), where));

/** The pujas of these ids with their temple and approval, in the order of `ids`. */
export async function pujasInOrder(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = new Map((await pujaQuery(db, inArray(pujas.id, ids))).map((r) => [r.puja.id, r]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

export type PujaRow = Awaited<ReturnType<typeof pujasInOrder>>[number];

/**
 * Open and upcoming pujas (endTime > now) by start time. No open puja starts before the earliest
 * start among them, read from the open ones alone (pujas_end_time_idx; `offset 0` keeps the planner
 * from turning that min() into a walk of pujas_start_time_idx past every closed puja), so the walk
 * along pujas_start_time_idx begins there and never steps over the archive of closed pujas.
 */
export const openPujaIds = (db: Db, now: Date, f: PujaFilter, s: Slice) =>
  pujaIds(
    db,
    and(
      gt(pujas.endTime, now),
      sql`${pujas.startTime} >= (select min(o.start_time) from (select start_time from ${pujas} where end_time > ${now.toISOString()}::timestamptz offset 0) o)`,
      pujaFilter(f),
      after(pujas, OPEN_ORDER, 'asc', s.after),
    ),
  )
    .orderBy(...orderBy(OPEN_ORDER, 'asc'))
    .limit(s.n);

/** Ended pujas (since `since` when given), the most recently ended first. */
export const closedPujaIds = (db: Db, now: Date, since: Date | undefined, f: PujaFilter, s: Slice) =>
  pujaIds(
    db,
    and(
      lte(pujas.endTime, now),
      since ? gt(pujas.endTime, since) : undefined,
      pujaFilter(f),
      after(pujas, CLOSED_ORDER, 'desc', s.after),
    ),
  )
    .orderBy(...orderBy(CLOSED_ORDER, 'desc'))
    .limit(s.n);

/**
 * The `n` open pujas with the highest joinedNo (ties: earlier start). The planner walks
 * pujas_featured_idx while open pujas are common, or takes the open ones from pujas_end_time_idx
 * and keeps the top `n` (a bounded heap) when most pujas are closed: never a sort of the catalog.
 */
export const featuredPujaIds = (db: Db, now: Date, n: number) =>
  pujaIds(db, gt(pujas.endTime, now)).orderBy(desc(pujas.joinedNo), asc(pujas.startTime), asc(pujas.id)).limit(n);

// ─── Chadhava events ────────────────────────────────────────────────────────

export type EventFilter = { temple?: string; q?: string };
const EVENT_ORDER = [chadhavaEvents.date, chadhavaEvents.id];

/**
 * Events dated in [from, before) (either bound optional), by date: ascending for the days to come,
 * descending (the most recent first) for the days gone.
 */
export const eventsBetween = (
  db: Db,
  w: { from?: Date; before?: Date; dir: 'asc' | 'desc' },
  now: Date,
  f: EventFilter,
  s: Slice,
) =>
  eventQuery(
    db,
    and(
      w.from ? gte(chadhavaEvents.date, w.from) : undefined,
      w.before ? lt(chadhavaEvents.date, w.before) : undefined,
      f.temple ? eq(chadhavaEvents.templeId, f.temple) : undefined,
      search(f.q, [
        chadhavaEvents.name,
        hindi(chadhavaEvents, 'name'),
        temples.name,
        hindi(temples, 'name'),
        temples.location,
      ]),
      after(chadhavaEvents, EVENT_ORDER, w.dir, s.after),
    ),
    now,
  )
    .orderBy(...orderBy(EVENT_ORDER, w.dir))
    .limit(s.n);

// ─── Temples, campaigns, products, pandits, offerings ───────────────────────

const TEMPLE_ORDER = [temples.createdAt, temples.id];
export const templesPage = (db: Db, q: string | undefined, s: Slice) =>
  db
    .select()
    .from(temples)
    .where(
      and(
        shown(temples.published),
        search(q, [temples.name, hindi(temples, 'name'), temples.location]),
        after(temples, TEMPLE_ORDER, 'asc', s.after),
      ),
    )
    .orderBy(...orderBy(TEMPLE_ORDER, 'asc'))
    .limit(s.n);

const CAMPAIGN_ORDER = [campaigns.createdAt, campaigns.id];
export const campaignsPage = (db: Db, category: string | undefined, q: string | undefined, s: Slice) =>
  db
    .select()
    .from(campaigns)
    .where(
      and(
        shown(campaigns.published),
        category ? eq(campaigns.category, category) : undefined,
        search(q, [campaigns.title, hindi(campaigns, 'title')]),
        after(campaigns, CAMPAIGN_ORDER, 'asc', s.after),
      ),
    )
    .orderBy(...orderBy(CAMPAIGN_ORDER, 'asc'))
    .limit(s.n);

const PRODUCT_ORDER = [products.category, products.sort, products.id];
export const productsPage = (db: Db, category: string | undefined, q: string | undefined, s: Slice) =>
  db
    .select(productListCols)
    .from(products)
    .where(
      and(
        shown(products.published),
        category ? eq(products.category, category) : undefined,
        search(q, [products.name, hindi(products, 'name')]),
        after(products, PRODUCT_ORDER, 'asc', s.after),
      ),
    )
    .orderBy(...orderBy(PRODUCT_ORDER, 'asc'))
    .limit(s.n);

const PANDIT_ORDER = [pandits.sort, pandits.id];
export const panditsPage = (db: Db, q: string | undefined, s: Slice) =>
  db
    .select()
    .from(pandits)
    .where(and(shown(pandits.published), search(q, [pandits.name, hindi(pandits, 'name')]), after(pandits, PANDIT_ORDER, 'asc', s.after)))
    .orderBy(...orderBy(PANDIT_ORDER, 'asc'))
    .limit(s.n);

const OFFERING_ORDER = [offerings.sort, offerings.id];
export const offeringsPage = (db: Db, q: string | undefined, s: Slice) =>
  db
    .select()
    .from(offerings)
    .where(and(search(q, [offerings.name, hindi(offerings, 'name')]), after(offerings, OFFERING_ORDER, 'asc', s.after)))
    .orderBy(...orderBy(OFFERING_ORDER, 'asc'))
    .limit(s.n);

// ─── Live streams ───────────────────────────────────────────────────────────

/**
 * Live at `now` (as streamIsLive): started, and not ended if an end is set. The end is read as
 * coalesce(end, infinity), the expression streams_not_ended_idx is on: at ×1,000 the live ones are
 * a few hundred of 12,000, found along that index instead of a scan of every stream.
 */
const liveAt = (now: Date) =>
  and(
    lte(streams.startTime, now),
    sql`coalesce(${streams.endTime}, 'infinity'::timestamptz) >= ${now.toISOString()}::timestamptz`,
  );
const LIVE_ORDER = [streams.viewers, streams.id];
const OTHER_ORDER = [streams.startTime, streams.id];

export const liveStreams = (db: Db, now: Date, q: string | undefined, s: Slice) =>
  streamQuery(db, and(liveAt(now), search(q, [streams.title, hindi(streams, 'title')]), after(streams, LIVE_ORDER, 'desc', s.after)))
    .orderBy(...orderBy(LIVE_ORDER, 'desc'))
    .limit(s.n);

export const otherStreams = (db: Db, now: Date, q: string | undefined, s: Slice) =>
  streamQuery(
    db,
    and(sql`not (${liveAt(now)})`, search(q, [streams.title, hindi(streams, 'title')]), after(streams, OTHER_ORDER, 'asc', s.after)),
  )
    .orderBy(...orderBy(OTHER_ORDER, 'asc'))
    .limit(s.n);
