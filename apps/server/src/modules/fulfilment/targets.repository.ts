/**
 * The promises an action names: by id, or every promise of given types of one puja (event) on one
 * IST date, and the sibling promises and paid amount of their records.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { PromiseType } from '@sankalp/shared/promises';
import type { Db } from '../../db/client';
import { promises, type PromiseRow } from '../../db/schema/index';
import { PROJECTIONS } from '../admin/bookings/payable-projection';
import { sqlRows } from '../admin/bookings/sql-rows';
import { BOARD_SOURCES } from './board-sources';

export type GroupRef = { kind: string; id: string; from: Date; to: Date };

export async function promisesById(db: Db, ids: string[]): Promise<PromiseRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(promises).where(inArray(promises.id, ids));
}

/** The promises of `types` of one group's paid records (none for a kind that has no groups). */
export async function promisesOfGroup(db: Db, g: GroupRef, types: readonly PromiseType[]): Promise<PromiseRow[]> {
  const src = BOARD_SOURCES[g.kind]?.group;
  const p = PROJECTIONS[g.kind as keyof typeof PROJECTIONS];
  if (!src || !p) return [];
  const rows = await sqlRows(
    db,
    sql`select ${promises.id} as id from ${promises} join ${p.from} on ${p.table.id} = ${promises.refId}
      where ${promises.kind} = ${g.kind} and ${src.id} = ${g.id}::uuid
        and ${src.at} >= ${g.from.toISOString()}::timestamptz and ${src.at} < ${g.to.toISOString()}::timestamptz
        and ${promises.type} in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})`,
  );
  return promisesById(
    db,
    rows.map((r) => r.id as string),
  );
}

/** Every promise of `types` of these records (kind, ref id). */
export async function promisesOfRefs(
  db: Db,
  refs: Array<{ kind: string; refId: string }>,
  types: readonly PromiseType[],
): Promise<PromiseRow[]> {
  if (refs.length === 0) return [];
  return db
    .select()
    .from(promises)
    .where(
      and(
        inArray(promises.refId, [...new Set(refs.map((r) => r.refId))]),
        inArray(promises.kind, [...new Set(refs.map((r) => r.kind))]),
        inArray(promises.type, [...types]),
      ),
    );
}

/** What a record was paid, in paise (0 when the kind or record is unknown). */
export async function paidPaise(db: Db, kind: string, refId: string): Promise<number> {
  const p = PROJECTIONS[kind as keyof typeof PROJECTIONS];
  if (!p) return 0;
  const rows = await sqlRows(
    db,
    sql`select ${p.table.amountTotalPaise} as amount from ${p.table} where ${p.table.id} = ${refId}::uuid`,
  );
  return Number(rows[0]?.amount ?? 0);
}
