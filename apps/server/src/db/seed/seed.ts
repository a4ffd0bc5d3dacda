import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema/catalog';
import { prasadOfferings } from '../schema/prasad';
import { approveDemoListings } from './approvals';
import { buildCatalogRows, type CatalogRows } from './catalog-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows written per table. */
export type SeedSummary = { [K in keyof CatalogRows]: number };

// Serialises seeding across processes sharing one database (two servers starting together).
const SEED_LOCK = 7_260_001;

/** Every catalog table, children first (the order TRUNCATE does not need, but readers do). */
const CATALOG_TABLES = [
  prasadOfferings,
  s.eventOfferings,
  s.chadhavaEvents,
  s.campaignSevas,
  s.campaigns,
  s.pujaChadhavaItems,
  s.pujaPackages,
  s.pujas,
  s.streams,
  s.offerings,
  s.products,
  s.pandits,
  s.temples,
];

/** Inserts the demo catalog into an empty database, in one transaction, one multi-row insert per table. */
export async function seedDemoCatalog(db: Db, now: Date = new Date()): Promise<SeedSummary> {
  return db.transaction((tx) => insertCatalog(tx, buildCatalogRows(now), now));
}

/** Seeds when there are no temples yet; returns null when the catalog was already there. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<SeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: s.temples.id }).from(s.temples).limit(1);
    if (existing.length > 0) return null;
    return insertCatalog(tx, buildCatalogRows(now), now);
  });
}

/**
 * Empties every catalog table and seeds again. TRUNCATE … CASCADE also empties tables that
 * reference the catalog (bookings, orders): this is a demo reset, not a migration.
 */
export async function resetAndSeed(db: Db, now: Date = new Date()): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await tx.execute(sql`truncate table ${sql.join(CATALOG_TABLES, sql`, `)} cascade`);
    return insertCatalog(tx, buildCatalogRows(now), now);
  });
}

async function insertCatalog(tx: Tx, rows: CatalogRows, now: Date): Promise<SeedSummary> {
  // Parents before children (foreign keys); each is a single multi-row statement.
  await tx.insert(s.temples).values(rows.temples);
  await tx.insert(s.pujas).values(rows.pujas);
  await tx.insert(s.pujaPackages).values(rows.pujaPackages);
  await tx.insert(s.pujaChadhavaItems).values(rows.pujaChadhavaItems);
  await tx.insert(s.offerings).values(rows.offerings);
  await tx.insert(s.streams).values(rows.streams);
  await tx.insert(s.campaigns).values(rows.campaigns);
  await tx.insert(s.campaignSevas).values(rows.campaignSevas);
  await tx.insert(s.chadhavaEvents).values(rows.chadhavaEvents);
  await tx.insert(s.eventOfferings).values(rows.eventOfferings);
  await tx.insert(s.products).values(rows.products);
  await tx.insert(s.productStock).values(rows.productStock);
  await tx.insert(s.pandits).values(rows.pandits);
  await tx.insert(prasadOfferings).values(rows.prasadOfferings);
  // Every puja and event approved by its temple as seeded, but one (seed/approvals.ts).
  await approveDemoListings(tx, now);
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length])) as SeedSummary;
}
