import { count, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { listingApprovals, pujaTerms, eventTerms } from '../schema/approvals';
import * as s from '../schema/catalog';
import { DEMO_APPROVAL_REASON } from './approvals';
import { buildCatalogRows } from './catalog-rows';
import { buildScaledCopies, SCALED_TABLES, type ScaledRows } from './scale-rows';
import { seedIfEmpty } from './seed';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `--scale N` takes 1 … MAX_SCALE (×1,000 is the largest catalog: 14,000 pujas). */
export const MAX_SCALE = 1000;

export class ScaleError extends Error {}

/** The N of `--scale N`: an integer 1 … MAX_SCALE, else a ScaleError saying so. */
export function parseScale(raw: string | undefined): number {
  const n = raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_SCALE) {
    throw new ScaleError(`--scale takes a whole number from 1 to ${MAX_SCALE} (got ${raw ?? 'nothing'})`);
  }
  return n;
}

/** The table of each scaled name. */
export const TABLES: Record<(typeof SCALED_TABLES)[number], PgTable> = {
  temples: s.temples,
  pujas: s.pujas,
  pujaPackages: s.pujaPackages,
  pujaChadhavaItems: s.pujaChadhavaItems,
  streams: s.streams,
  campaigns: s.campaigns,
  campaignSevas: s.campaignSevas,
  chadhavaEvents: s.chadhavaEvents,
  eventOfferings: s.eventOfferings,
  products: s.products,
  productStock: s.productStock,
  pandits: s.pandits,
};

/** Rows per INSERT statement: well under PostgreSQL's 65,535 parameters for the widest table. */
const ROWS_PER_INSERT = 500;
/** Copies written per transaction: an interrupted run keeps whole copies, and memory stays small. */
const COPIES_PER_TRANSACTION = 50;
/** Serialises two scale runs on one database (distinct from the demo seed's lock). */
const SCALE_LOCK = 7_260_016;

export type ScaleResult = {
  /** Copies written by this run (0 when the catalog was already at ×N or beyond). */
  added: number;
  /** The scale the catalog is at now (demo = 1). */
  scale: number;
  /** Rows per copied table now. */
  totals: Record<(typeof SCALED_TABLES)[number], number>;
};

/**
 * Grows the catalog to N times the demo (seeding the demo first on an empty database): adds the
 * copies "· 2" … "· N" that are missing, each published and approved like the demo rows, in
 * transactions of COPIES_PER_TRANSACTION copies. Running it again tops up to a larger N, or adds
 * nothing.
 */
export async function growCatalog(
  db: Db,
  n: number,
  opts: { now?: Date; onProgress?: (done: number, total: number) => void } = {},
): Promise<ScaleResult> {
  const now = opts.now ?? new Date();
  await seedIfEmpty(db, now);
  const present = await presentCopies(db);
  const missing: number[] = [];
  for (let k = 2; k <= n; k++) if (!present.has(k)) missing.push(k);
  if (missing.length > 0) {
    const template = buildCatalogRows(now);
    for (let i = 0; i < missing.length; i += COPIES_PER_TRANSACTION) {
      const copies = missing.slice(i, i + COPIES_PER_TRANSACTION);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SCALE_LOCK})`);
        await insertCopies(tx, buildScaledCopies(template, copies, now), now);
      });
      opts.onProgress?.(i + copies.length, missing.length);
    }
    await analyzeGrown(db);
  }
  return { added: missing.length, scale: 1 + (await presentCopies(db)).size, totals: await totals(db) };
}

/**
 * Refreshes the planner's statistics of the tables just grown. PGlite has no autovacuum: without
 * this, a catalog grown to ×1,000 is planned as if empty (a temple search read all 14,000 temples
 * in 100 ms, on the server's own thread); on PostgreSQL it spares waiting for the autovacuum.
 */
async function analyzeGrown(db: Db): Promise<void> {
  for (const table of [...Object.values(TABLES), listingApprovals]) await db.execute(sql`analyze ${table}`);
}

/** The copy numbers k present, read off the temples named "… · k". */
async function presentCopies(db: Db): Promise<Set<number>> {
  const { rows } = (await db.execute(
    sql`select distinct substring(${s.temples.name} from ' · ([0-9]+)$') as k from ${s.temples}
        where ${s.temples.name} ~ ' · [0-9]+$'`,
  )) as unknown as { rows: { k: string }[] };
  return new Set(rows.map((r) => Number(r.k)));
}

async function insertCopies(tx: Tx, rows: ScaledRows, now: Date): Promise<void> {
  // Parents before children (foreign keys), in SCALED_TABLES' order.
  for (const name of SCALED_TABLES) {
    const list = rows[name] as Record<string, unknown>[];
    for (let i = 0; i < list.length; i += ROWS_PER_INSERT) {
      await tx.insert(TABLES[name]).values(list.slice(i, i + ROWS_PER_INSERT));
    }
  }
  await approveCopies(
    tx,
    'puja',
    rows.pujas.map((p) => p.id as string),
    now,
  );
  await approveCopies(
    tx,
    'event',
    rows.chadhavaEvents.map((e) => e.id as string),
    now,
  );
}

/**
 * The demo's approval of each copied puja or event (seed/approvals.ts): by 'demo-seed' on the
 * temple's behalf, of the terms the database computes from the rows just written.
 */
async function approveCopies(tx: Tx, kind: 'puja' | 'event', ids: string[], now: Date): Promise<void> {
  const table = kind === 'puja' ? s.pujas : s.chadhavaEvents;
  const terms = kind === 'puja' ? pujaTerms() : eventTerms();
  for (let i = 0; i < ids.length; i += ROWS_PER_INSERT) {
    await tx.execute(sql`insert into listing_approvals
        (kind, listing_id, temple_id, approved_by_label, approved_by_role, approved_at, reason, terms)
      select ${kind}, ${table.id}, ${table.templeId}, 'demo-seed', 'admin', ${now.toISOString()}::timestamptz,
        ${DEMO_APPROVAL_REASON}, ${terms}
      from ${table} where ${inArray(table.id, ids.slice(i, i + ROWS_PER_INSERT))}`);
  }
}

async function totals(db: Db): Promise<ScaleResult['totals']> {
  const entries = await Promise.all(
    SCALED_TABLES.map(async (name) => [name, (await db.select({ n: count() }).from(TABLES[name]))[0]?.n ?? 0] as const),
  );
  return Object.fromEntries(entries) as ScaleResult['totals'];
}
