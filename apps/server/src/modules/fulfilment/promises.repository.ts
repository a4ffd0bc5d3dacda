import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promises, type PromiseEvidence, type PromiseRow } from '../../db/schema/index';
import type { PromiseType } from '@sankalp/shared/promises';

/** A promise as a payable kind makes it (modules/payments/payable.ts `promises`). */
export type PromiseDraft = {
  type: PromiseType;
  dueAt: Date;
  templeId?: string | null;
  panditId?: string | null;
};

/** Writes the promises of one paid record (once: a second call for the same record adds nothing). */
export async function insertPromises(tx: Db, kind: string, refId: string, drafts: PromiseDraft[], now: Date) {
  if (drafts.length === 0) return;
  await tx
    .insert(promises)
    .values(
      drafts.map((d) => ({
        kind,
        refId,
        type: d.type,
        dueAt: d.dueAt,
        templeId: d.templeId ?? null,
        panditId: d.panditId ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** The promises of these records of one kind, oldest due first (one query). */
export async function promisesOfRecords(db: Db, kind: string, refIds: string[]): Promise<PromiseRow[]> {
  if (refIds.length === 0) return [];
  return db
    .select()
    .from(promises)
    .where(and(eq(promises.kind, kind), inArray(promises.refId, refIds)))
    .orderBy(asc(promises.dueAt));
}

/**
 * Marks open promises kept (those already kept are left as they were: the first keeping stands).
 * Answers the rows it changed.
 */
export async function keepPromises(
  tx: Db,
  ids: string[],
  by: string | null,
  evidence: PromiseEvidence,
  now: Date,
): Promise<PromiseRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(promises)
    .set({ keptAt: now, keptBy: by, evidence: sql`${promises.evidence} || ${JSON.stringify(evidence)}::jsonb`, updatedAt: now })
    .where(and(inArray(promises.id, ids), isNull(promises.keptAt)))
    .returning();
}

/** Adds to an open or kept promise's evidence (a parcel shipped on its way to delivered). */
export async function addEvidence(tx: Db, ids: string[], evidence: PromiseEvidence, now: Date): Promise<PromiseRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(promises)
    .set({ evidence: sql`${promises.evidence} || ${JSON.stringify(evidence)}::jsonb`, updatedAt: now })
    .where(inArray(promises.id, ids))
    .returning();
}
