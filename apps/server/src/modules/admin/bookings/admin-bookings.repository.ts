/**
 * The console's list of every payable kind in one query: a UNION ALL of each kind's projection
 * (payable-projection.ts), each branch filtered on its own indexes (reference, e-mail, phone key,
 * created_at, the temple's joins), the refunded sum from `refunds` beside each row, newest first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminPaymentStatus } from '@sankalp/shared/api/admin-bookings';
import { PAYABLE_KINDS, type PayableKind, type PaymentStatus } from '@sankalp/shared/api/payments';
import type { Db } from '../../../db/client';
import { phoneKey } from '../../../db/schema/payable-columns';
import { refunds } from '../../../db/schema/index';
import { PROJECTIONS, reachCondition, type StaffReach } from './payable-projection';
import { containsPattern, type SearchTerm } from './search-term';
import { sqlRows } from './sql-rows';

export type ListFilter = {
  reach: StaffReach;
  kind?: PayableKind;
  /** One record (the detail view): its id, already checked to be a UUID. */
  id?: string;
  q?: SearchTerm;
  status?: AdminPaymentStatus;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  temple?: string;
};

/** Where the previous chunk ended (the CSV export reads in chunks, newest first). */
export type Cursor = { at: string; id: string };

export type BookingRow = {
  kind: PayableKind;
  id: string;
  reference: string;
  createdAt: Date;
  cursor: Cursor;
  name: string;
  email: string;
  phone: string;
  title: string;
  temple: { id: string; name: string } | null;
  amountPaise: number;
  refundedPaise: number;
  paymentStatus: AdminPaymentStatus;
  userId: string | null;
  paidAt: Date | null;
  updatedAt: Date;
  paymentId: string | null;
};

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function searchCondition(kind: PayableKind, q: SearchTerm): SQL {
  const t = PROJECTIONS[kind].table;
  switch (q.by) {
    case 'id':
      return sql`${t.id} = ${q.value}::uuid`;
    case 'reference':
      return sql`${t.reference} = ${q.value}`;
    case 'email':
      return sql`${t.donorEmail} = ${q.value}`;
    case 'phone':
      // Ten digits or more: the indexed key (last ten digits); fewer: anywhere in the digits.
      return q.digits.length >= 10
        ? sql`${phoneKey(t.donorPhone)} = ${q.digits.slice(-10)}`
        : sql`regexp_replace(${t.donorPhone}, '[^0-9]', '', 'g') like ${containsPattern(q.digits)}`;
    case 'name':
      return sql`${t.donorName} ilike ${containsPattern(q.value)}`;
  }
}

/** One kind's SELECT, or null when the filter leaves that kind out. */
function branch(kind: PayableKind, f: ListFilter): SQL | null {
  const p = PROJECTIONS[kind];
  const t = p.table;
  if (f.kind && f.kind !== kind) return null;
  if (f.temple && !p.temple) return null;
  const reach = reachCondition(p, f.reach);
  if (reach === null) return null;
  const where: SQL[] = reach ? [reach] : [];
  if (f.temple && p.temple) where.push(sql`${p.temple.id} = ${f.temple}::uuid`);
  if (f.id) where.push(sql`${t.id} = ${f.id}::uuid`);
  if (f.q) where.push(searchCondition(kind, f.q));
  if (f.from) where.push(sql`${t.createdAt} >= ${ts(f.from)}`);
  if (f.to) where.push(sql`${t.createdAt} < ${ts(f.to)}`);
  const refunded = sql`(select coalesce(sum(${refunds.amountPaise}), 0) from ${refunds} where ${refunds.kind} = ${kind} and ${refunds.refId} = ${t.id} and ${refunds.status} = 'processed')`;
  return sql`select ${kind}::text as kind, ${t.id} as id, ${t.reference} as reference,
      ${t.createdAt} as created_at, ${t.createdAt}::text as cursor_at,
      ${t.donorName} as name, ${t.donorEmail} as email, ${t.donorPhone} as phone, (${p.title})::text as title,
      ${p.temple ? p.temple.id : sql`null::uuid`} as temple_id, ${p.temple ? p.temple.name : sql`null::text`} as temple_name,
      ${t.amountTotalPaise}::bigint as amount, ${t.paymentStatus}::text as status, ${refunded}::bigint as refunded,
      ${t.userId} as user_id, ${t.paidAt} as paid_at, ${t.updatedAt} as updated_at, ${t.paymentId} as payment_id
    from ${p.from}
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
}

/** The filtered rows of every kind with the console's status ('refunded' once processed refunds cover the amount). */
function filtered(f: ListFilter, cursor?: Cursor): SQL | null {
  const branches = PAYABLE_KINDS.map((k) => branch(k, f)).filter((b): b is SQL => b !== null);
  if (branches.length === 0) return null;
  const where: SQL[] = [];
  if (f.status) where.push(sql`v.payment_status = ${f.status}`);
  if (cursor) where.push(sql`(v.created_at, v.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  return sql`select * from (
      select u.*, case when u.status = 'completed' and u.refunded >= u.amount then 'refunded' else u.status end as payment_status
      from (${sql.join(branches, sql` union all `)}) u
    ) v ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
}

const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));

function toRow(r: Record<string, unknown>): BookingRow {
  return {
    kind: r.kind as PayableKind,
    id: r.id as string,
    reference: r.reference as string,
    createdAt: new Date(r.created_at as string | Date),
    cursor: { at: r.cursor_at as string, id: r.id as string },
    name: r.name as string,
    email: r.email as string,
    phone: r.phone as string,
    title: r.title as string,
    temple: r.temple_id ? { id: r.temple_id as string, name: r.temple_name as string } : null,
    amountPaise: Number(r.amount),
    refundedPaise: Number(r.refunded),
    paymentStatus: r.payment_status as PaymentStatus | 'refunded',
    userId: (r.user_id as string | null) ?? null,
    paidAt: dateOrNull(r.paid_at),
    updatedAt: new Date(r.updated_at as string | Date),
    paymentId: (r.payment_id as string | null) ?? null,
  };
}

/** A page of rows, newest first, and how many match in all (one query; a count only past the end). */
export async function listBookings(
  db: Db,
  f: ListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: BookingRow[]; total: number }> {
  const rows = filtered(f);
  if (!rows) return { rows: [], total: 0 };
  const found = await sqlRows(
    db,
    sql`select w.*, count(*) over () as total from (${rows}) w
      order by w.created_at desc, w.id desc limit ${page.limit} offset ${page.offset}`,
  );
  if (found.length > 0) return { rows: found.map(toRow), total: Number(found[0]!.total) };
  if (page.offset === 0) return { rows: [], total: 0 };
  const counted = await sqlRows(db, sql`select count(*) as n from (${rows}) w`);
  return { rows: [], total: Number(counted[0]?.n ?? 0) };
}

/** Up to `limit` rows after `cursor` (newest first), for reading a long list in chunks. */
export async function bookingsAfter(db: Db, f: ListFilter, limit: number, cursor?: Cursor): Promise<BookingRow[]> {
  const rows = filtered(f, cursor);
  if (!rows) return [];
  const found = await sqlRows(db, sql`${rows} order by v.created_at desc, v.id desc limit ${limit}`);
  return found.map(toRow);
}

/** How many rows the filter matches. */
export async function countBookings(db: Db, f: ListFilter): Promise<number> {
  const rows = filtered(f);
  if (!rows) return 0;
  const counted = await sqlRows(db, sql`select count(*) as n from (${rows}) w`);
  return Number(counted[0]?.n ?? 0);
}
