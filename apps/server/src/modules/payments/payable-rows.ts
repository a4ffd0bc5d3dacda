/**
 * The rows of a payable kind, the one way (decision 007): every payable table carries the columns
 * of db/schema/payable-columns.ts (owner, reference, access key, the mirror of its current order)
 * and a table of lines (items, offerings, sevas). `payableRows(kind, table, shape)` answers the
 * reads and writes the three repositories used to repeat: find and lock, insert with lines, the
 * status mirror of the order (markPaid / markUnpaid), owner and key, the records of a user or a
 * guest's e-mail, and bundles (a record with its joins, lines and order state in two queries).
 *
 * Imports drizzle, the schema and types, never payments.service, so contract modules and
 * repositories may use it without a cycle. Generic over the table, so drizzle cannot check the
 * column sets here: the few casts below are the price, and every caller is typed by its own table.
 */
import { and, asc, eq, getTableName, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { Db } from '../../db/client';
import type { PayableStatus } from '../../db/schema/payable-columns';
import { tableRowOf } from '../../db/raw-rows';
import { isUuid } from '../../lib/ids';
import type { PayableOwner, ReviewCode } from './payable';

/** A table with the payable columns (db/schema/payable-columns.ts). */
export type PayableTable = PgTable & {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  accessKey: AnyPgColumn;
  donorEmail: AnyPgColumn;
  paymentStatus: AnyPgColumn;
  paymentOrderId: AnyPgColumn;
};

/** A table of a record's lines, shown in `sort` order. */
export type LineTable = PgTable & { id: AnyPgColumn; sort: AnyPgColumn };

/** What a bundle knows of its record's orders. */
export type OrderState = {
  /** The provider's id of the record's current order (null until the provider answered). */
  providerOrderId: string | null;
  /** A payment of this record waits for a person (a flagged order). */
  needsReview: boolean;
  /** Refunds the provider has processed (issue 14). */
  refundedPaise: number;
  /** Money received for the record: the payment that paid each order, and any other captured one. */
  receivedPaise: number;
};

/**
 * The refund columns of a record's bundle query (OrderState): correlated subqueries on the
 * refunds (kind, ref_id) and payment_orders (kind, ref_id) indexes, one row each.
 */
export function refundState(kind: PayableKind, recordId: SQL) {
  return {
    refundedPaise: sql<number>`(select coalesce(sum(r.amount_paise), 0)::int from refunds r
      where r.kind = ${kind} and r.ref_id = ${recordId} and r.status = 'processed')`,
    receivedPaise: sql<number>`(select coalesce(sum(t.amount_paise), 0)::int from payment_orders po
      join payment_transactions t on t.order_id = po.id
      where po.kind = ${kind} and po.ref_id = ${recordId}
        and (t.provider_payment_id = po.paid_payment_id or t.status in ('captured', 'refunded')))`,
  };
}

/** Why a paid order cannot pay its record: the fulfilment's verdict, sent for review. */
export type Refusal = { review: string; code: ReviewCode };

/** Ids as stored (lower-cased), each once; anything that is not a UUID names nothing. */
export const validIds = (ids: string[]) => [...new Set(ids.map((i) => i.toLowerCase()).filter(isUuid))];

/**
 * The rows of one payable kind without lines (consultations, prasad orders): find and lock, the
 * status mirror of its order, owner and key, a user's or guest's records, and the order state its
 * bundle queries select. `payableRows` adds the lines for the kinds that have them.
 */
export function payableRecords<T extends PayableTable>(kind: PayableKind, table: T) {
  type Row = T['$inferSelect'];
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;

  async function find(db: Db, id: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    return row as Row | undefined;
  }

  /** The record row locked for the rest of the transaction. */
  async function lock(db: Db, id: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update');
    return row as Row | undefined;
  }

  const label = kind.replace('_', ' ');

  /**
   * The first step of a fulfilment: the record `order` pays, locked for the rest of the
   * settling transaction, or why the order cannot pay it (the record is gone, it was paid
   * already, or the order is no longer its: its total changed and a new order was made).
   */
  async function lockPayable(db: Db, order: { id: string; refId: string }): Promise<{ row: Row } | Refusal> {
    const row = await lock(db, order.refId);
    if (!row) return { review: `${label} ${order.refId} not found`, code: 'conflict' };
    const mirror = row as { paymentStatus: PayableStatus; paymentId: string | null; paymentOrderId: string | null };
    if (mirror.paymentStatus === 'completed')
      return { review: `${label} already paid by payment ${mirror.paymentId}`, code: 'already_paid' };
    if (mirror.paymentOrderId !== order.id)
      return { review: `order replaced: this order no longer pays the ${label}`, code: 'order_replaced' };
    return { row };
  }

  /** The record → completed, only while `orderId` is its order and it is not paid yet: the rows it changed. */
  const setPaid = (db: Db, id: string, orderId: string, paymentId: string, now: Date) =>
    db
      .update(table)
      .set(set({ paymentStatus: 'completed', paymentId, paidAt: now, updatedAt: now }))
      .where(and(eq(table.id, id), eq(table.paymentOrderId, orderId), ne(table.paymentStatus, 'completed')))
      .returning() as Promise<Row[]>;

  return {
    find,
    lock,
    lockPayable,

    /**
     * lockPayable and markPaid in one statement when the record can take the payment (issue 16):
     * the record as paid (its row locked by the UPDATE); else, read and locked by lockPayable, why
     * the order cannot pay it.
     */
    async payPayable(
      db: Db,
      order: { id: string; refId: string },
      paymentId: string,
      now: Date,
    ): Promise<{ row: Row } | Refusal> {
      const [row] = await setPaid(db, order.refId, order.id, paymentId, now);
      if (row) return { row };
      const refused = await lockPayable(db, order);
      if ('review' in refused) return refused;
      throw new Error(`${label} ${order.refId} changed under its row lock`);
    },

    async update(db: Db, id: string, values: Partial<T['$inferInsert']>): Promise<void> {
      await db.update(table).set(set(values)).where(eq(table.id, id));
    },

    /**
     * pending | failed | expired → completed, only while `orderId` is still the record's order and
     * it is not paid yet. Called after lockPayable answered the row, so it cannot miss: a miss
     * throws (the settling transaction rolls back) rather than fulfil a record that did not change.
     */
    async markPaid(db: Db, id: string, orderId: string, paymentId: string, now: Date): Promise<void> {
      const changed = await setPaid(db, id, orderId, paymentId, now);
      if (changed.length !== 1) throw new Error(`${label} ${id} changed under its row lock`);
    },

    /**
     * Mirrors a failed or expired order on its record (never over a completed one, never for an
     * order that is no longer the record's). A failed record may still expire.
     */
    async markUnpaid(db: Db, id: string, orderId: string, status: 'failed' | 'expired', now: Date): Promise<void> {
      const from: PayableStatus[] = status === 'failed' ? ['pending'] : ['pending', 'failed'];
      await db
        .update(table)
        .set(set({ paymentStatus: status, updatedAt: now }))
        .where(and(eq(table.id, id), eq(table.paymentOrderId, orderId), inArray(table.paymentStatus, from)));
    },

    /** Owner and access key of one record (access checks); undefined for an unknown id or no UUID. */
    async findOwner(db: Db, id: string): Promise<PayableOwner | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ userId: table.userId, accessKey: table.accessKey })
        .from(table as PgTable)
        .where(eq(table.id, id.toLowerCase()));
      return row as PayableOwner | undefined;
    },

    /** The ids among `ids` made while signed in as `userId`, or as a guest with `email` (lower-cased). */
    async idsBelongingTo(db: Db, userId: string, email: string, ids: string[]): Promise<string[]> {
      const valid = validIds(ids);
      if (valid.length === 0) return [];
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(
          and(
            inArray(table.id, valid),
            or(eq(table.userId, userId), and(isNull(table.userId), eq(table.donorEmail, email.toLowerCase()))),
          ),
        );
      return rows.map((r) => r.id as string);
    },

    /**
     * The columns a bundle query selects beside its joins: see OrderState. The record's columns are
     * qualified by hand: in a query without a join drizzle writes them bare, and inside the
     * subquery a bare "id" would be payment_orders' own.
     */
    orderState() {
      const col = (c: AnyPgColumn) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(c.name)}`;
      return {
        providerOrderId: sql<
          string | null
        >`(select po.provider_order_id from payment_orders po where po.id = ${col(table.paymentOrderId)})`,
        needsReview: sql<boolean>`exists (select 1 from payment_orders po where po.kind = ${kind} and po.ref_id = ${col(table.id)} and po.needs_review)`,
        ...refundState(kind, col(table.id)),
      };
    },
  };
}

/**
 * The rows of one payable kind with its lines. `shape.record` is the key its bundle queries select
 * the record under; `shape.lines` its lines table, the column pointing at the record (`by`) and the
 * key the lines are attached under in a bundle (`as`).
 */
export function payableRows<
  T extends PayableTable,
  R extends string,
  L extends LineTable,
  By extends keyof L['$inferSelect'] & keyof L & string,
  As extends string,
>(kind: PayableKind, table: T, shape: { record: R; lines: { table: L; by: By; as: As } }) {
  type Row = T['$inferSelect'];
  type Line = L['$inferSelect'];
  const lines = shape.lines;
  const linesBy = lines.table[lines.by] as AnyPgColumn;

  return {
    ...payableRecords(kind, table),

    /** Writes a record and its lines (their pointer to the record is filled in). */
    async insert(db: Db, row: T['$inferInsert'], lineRows: Array<Omit<L['$inferInsert'], By>>): Promise<Row> {
      const [stored] = (await db
        .insert(table)
        .values(row as T['$inferInsert'] & Record<string, unknown>)
        .returning()) as Row[];
      if (!stored) throw new Error(`${kind} not stored`);
      const id = (stored as { id: string }).id;
      if (lineRows.length > 0)
        await db.insert(lines.table).values(lineRows.map((l) => ({ ...l, [lines.by]: id }) as L['$inferInsert']));
      return stored;
    },

    /**
     * The record's lines as one JSON column of its bundle query (`linesJson: rows.linesJson()`), so
     * that bundles need no second query (issue 16): the lines table's rows in `sort` order.
     */
    linesJson() {
      const recordId = sql`${sql.identifier(getTableName(table))}.${sql.identifier((table.id as AnyPgColumn).name)}`;
      return sql<unknown>`(select coalesce(json_agg(l order by l.${sql.identifier((lines.table.sort as AnyPgColumn).name)}, l.${sql.identifier((lines.table.id as AnyPgColumn).name)}), '[]'::json)
        from ${lines.table} l where l.${sql.identifier(linesBy.name)} = ${recordId})`;
    },

    /**
     * Everything a view, card or e-mail of these records needs: `heads` selects the records (under
     * `shape.record`) with their joins and `...orderState()` for the valid ids it is given; their
     * lines are attached under `shape.lines.as`, from its `linesJson: linesJson()` column when it
     * selects one (one query), else read in a second. Unknown ids are left out.
     */
    async bundles<
      H extends { [K in R]: { id: string } } & {
        providerOrderId: string | null;
        needsReview: unknown;
        refundedPaise: unknown;
        receivedPaise: unknown;
        linesJson?: unknown;
      },
    >(
      db: Db,
      ids: string[],
      heads: (ids: string[]) => Promise<H[]>,
    ): Promise<Array<Omit<H, keyof OrderState> & OrderState & { [K in As]: Line[] }>> {
      const valid = validIds(ids);
      if (valid.length === 0) return [];
      const rows = await heads(valid);
      if (rows.length === 0) return [];
      const fromJson = rows.every((r) => r.linesJson !== undefined);
      const parsed = (json: unknown) =>
        (typeof json === 'string' ? (JSON.parse(json) as unknown[]) : (json as unknown[])).map(
          (l) => tableRowOf(lines.table, l as Record<string, unknown>) as Line,
        );
      const all = fromJson
        ? []
        : ((await db
            .select()
            .from(lines.table as PgTable)
            .where(
              inArray(
                linesBy,
                rows.map((r) => r[shape.record].id),
              ),
            )
            .orderBy(asc(lines.table.sort), asc(lines.table.id))) as Array<Line & Record<By, unknown>>);
      return rows.map((r) => ({
        ...r,
        providerOrderId: r.providerOrderId ?? null,
        needsReview: Boolean(r.needsReview),
        refundedPaise: Number(r.refundedPaise ?? 0),
        receivedPaise: Number(r.receivedPaise ?? 0),
        ...({
          [lines.as]: fromJson ? parsed(r.linesJson) : all.filter((l) => l[lines.by] === r[shape.record].id),
        } as { [K in As]: Line[] }),
      }));
    },
  };
}
