/**
 * The fulfilment board's reads: promises joined to their paid records (one UNION ALL branch per
 * payable kind, on the console's projections), filtered on the promises' own indexes, overdue
 * first, then by due date; and the same rows grouped by puja (event) and IST date.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PAYABLE_KINDS } from '@sankalp/shared/api/payments';
import type { PromiseType } from '@sankalp/shared/promises';
import type { Db } from '../../db/client';
import { promises, type PromiseEvidence } from '../../db/schema/index';
import { PROJECTIONS, type StaffReach } from '../admin/bookings/payable-projection';
import { sqlRows } from '../admin/bookings/sql-rows';
import { BOARD_SOURCES } from './board-sources';

export type BoardStatus = 'open' | 'overdue' | 'kept';

export type BoardFilter = {
  reach: StaffReach;
  now: Date;
  kind?: string;
  types?: PromiseType[];
  temple?: string;
  status?: BoardStatus;
  /** Due date range [from, to). */
  from?: Date;
  to?: Date;
  /** One puja (event) on one IST date: [at from, at to). */
  group?: { kind: string; id: string; from: Date; to: Date };
  /** How far back kept promises stay on the board when no status is asked for. */
  keptSince: Date;
};

export type BoardRow = {
  id: string;
  kind: string;
  refId: string;
  type: PromiseType;
  dueAt: Date;
  keptAt: Date | null;
  evidence: PromiseEvidence;
  reference: string;
  name: string;
  phone: string;
  title: string;
  temple: { id: string; name: string } | null;
  groupId: string | null;
  groupAt: Date | null;
  address: Record<string, unknown> | null;
  amountPaise: number;
};

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((i) => sql`${i}::uuid`),
    sql`, `,
  );

/** Staff scope on the promise's own temple and pandit (null: nothing reachable). */
export function reachOnPromises(reach: StaffReach): SQL | undefined | null {
  if (reach.everything) return undefined;
  const parts: SQL[] = [];
  if (reach.templeIds.length > 0) parts.push(sql`${promises.templeId} in (${uuidList(reach.templeIds)})`);
  if (reach.panditIds.length > 0) parts.push(sql`${promises.panditId} in (${uuidList(reach.panditIds)})`);
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` or `)})`;
}

function branch(kind: string, f: BoardFilter): SQL | null {
  const p = PROJECTIONS[kind as keyof typeof PROJECTIONS];
  if (!p) return null;
  const src = BOARD_SOURCES[kind] ?? {};
  if (f.kind && f.kind !== kind) return null;
  if (f.group && (f.group.kind !== kind || !src.group)) return null;
  const reach = reachOnPromises(f.reach);
  if (reach === null) return null;
  const t = p.table;
  const where: SQL[] = [sql`${promises.kind} = ${kind}`];
  if (reach) where.push(reach);
  if (f.types?.length)
    where.push(
      sql`${promises.type} in (${sql.join(
        f.types.map((x) => sql`${x}`),
        sql`, `,
      )})`,
    );
  if (f.temple) where.push(sql`${promises.templeId} = ${f.temple}::uuid`);
  if (f.from) where.push(sql`${promises.dueAt} >= ${ts(f.from)}`);
  if (f.to) where.push(sql`${promises.dueAt} < ${ts(f.to)}`);
  if (f.status === 'kept') where.push(sql`${promises.keptAt} is not null`);
  else if (f.status === 'open') where.push(sql`${promises.keptAt} is null and ${promises.dueAt} >= ${ts(f.now)}`);
  else if (f.status === 'overdue') where.push(sql`${promises.keptAt} is null and ${promises.dueAt} < ${ts(f.now)}`);
  else where.push(sql`(${promises.keptAt} is null or ${promises.keptAt} >= ${ts(f.keptSince)})`);
  if (f.group && src.group) {
    where.push(sql`${src.group.id} = ${f.group.id}::uuid`);
    where.push(sql`${src.group.at} >= ${ts(f.group.from)} and ${src.group.at} < ${ts(f.group.to)}`);
  }
  return sql`select ${promises.id} as id, ${promises.kind} as kind, ${promises.refId} as ref_id, ${promises.type} as type,
      ${promises.dueAt} as due_at, ${promises.keptAt} as kept_at, ${promises.evidence} as evidence,
      ${t.reference} as reference, ${t.donorName} as name, ${t.donorPhone} as phone, (${p.title})::text as title,
      ${p.temple ? p.temple.id : sql`null::uuid`} as temple_id, ${p.temple ? p.temple.name : sql`null::text`} as temple_name,
      ${src.group ? src.group.id : sql`null::uuid`} as group_id, ${src.group ? src.group.at : sql`null::timestamptz`} as group_at,
      ${src.address ?? sql`null::jsonb`} as address, ${t.amountTotalPaise}::bigint as amount
    from ${promises} join ${p.from} on ${t.id} = ${promises.refId}
    where ${sql.join(where, sql` and `)}`;
}

/** Every kind's rows, with rank 0 overdue, 1 open, 2 kept (the board's order). */
function ranked(f: BoardFilter): SQL | null {
  const kinds = [...new Set([...PAYABLE_KINDS, ...Object.keys(PROJECTIONS)])];
  const branches = kinds.map((k) => branch(k, f)).filter((b): b is SQL => b !== null);
  if (branches.length === 0) return null;
  return sql`select u.*, case when u.kept_at is not null then 2 when u.due_at < ${ts(f.now)} then 0 else 1 end as rank
    from (${sql.join(branches, sql` union all `)}) u`;
}

const date = (v: unknown) => new Date(v as string | Date);
const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function toRow(r: Record<string, unknown>): BoardRow {
  return {
    id: r.id as string,
    kind: r.kind as string,
    refId: r.ref_id as string,
    type: r.type as PromiseType,
    dueAt: date(r.due_at),
    keptAt: r.kept_at ? date(r.kept_at) : null,
    evidence: parseJson<PromiseEvidence>(r.evidence) ?? {},
    reference: r.reference as string,
    name: r.name as string,
    phone: r.phone as string,
    title: r.title as string,
    temple: r.temple_id ? { id: r.temple_id as string, name: r.temple_name as string } : null,
    groupId: (r.group_id as string | null) ?? null,
    groupAt: r.group_at ? date(r.group_at) : null,
    address: r.address ? parseJson<Record<string, unknown>>(r.address) : null,
    amountPaise: Number(r.amount),
  };
}

/** One page of promises: overdue first, then by due date (kept ones after the open). */
export async function listBoard(db: Db, f: BoardFilter, page: { limit: number; offset: number }): Promise<BoardRow[]> {
  const rows = ranked(f);
  if (!rows) return [];
  const found = await sqlRows(
    db,
    sql`select * from (${rows}) w order by w.rank, w.due_at, w.group_at nulls last, w.name, w.id
      limit ${page.limit} offset ${page.offset}`,
  );
  return found.map(toRow);
}

export type GroupRow = {
  kind: string;
  groupId: string;
  day: string;
  at: Date;
  title: string;
  temple: { id: string; name: string } | null;
  devotees: number;
  open: Partial<Record<PromiseType, number>>;
  overdue: number;
  nextDueAt: Date | null;
};

/** The IST date (YYYY-MM-DD) of an instant column. */
const istDay = (col: SQL | string) =>
  sql`to_char((${typeof col === 'string' ? sql.raw(col) : col} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`;

/** Pujas (events) with promises on the board, grouped by puja and IST date: overdue ones first, then by date. */
export async function listGroups(db: Db, f: BoardFilter, page: { limit: number; offset: number }): Promise<GroupRow[]> {
  const rows = ranked(f);
  if (!rows) return [];
  const found = await sqlRows(
    db,
    sql`select w.kind, w.group_id, ${istDay('w.group_at')} as day, min(w.group_at) as at, min(w.title) as title,
        min(w.temple_id::text) as temple_id, min(w.temple_name) as temple_name,
        count(distinct w.ref_id) as devotees,
        count(*) filter (where w.rank = 0) as overdue,
        min(w.due_at) filter (where w.rank < 2) as next_due,
        coalesce(jsonb_object_agg(w.type, w.n) filter (where w.n > 0), '{}'::jsonb) as open
      from (select v.*, count(*) filter (where v.rank < 2) over (partition by v.kind, v.group_id, ${istDay('v.group_at')}, v.type) as n
            from (${rows}) v where v.group_id is not null) w
      group by w.kind, w.group_id, ${istDay('w.group_at')}
      order by (count(*) filter (where w.rank = 0) > 0) desc, min(w.group_at), w.group_id
      limit ${page.limit} offset ${page.offset}`,
  );
  return found.map((r) => ({
    kind: r.kind as string,
    groupId: r.group_id as string,
    day: r.day as string,
    at: date(r.at),
    title: r.title as string,
    temple: r.temple_id ? { id: r.temple_id as string, name: r.temple_name as string } : null,
    devotees: Number(r.devotees),
    open: parseJson<Partial<Record<PromiseType, number>>>(r.open) ?? {},
    overdue: Number(r.overdue),
    nextDueAt: r.next_due ? date(r.next_due) : null,
  }));
}
