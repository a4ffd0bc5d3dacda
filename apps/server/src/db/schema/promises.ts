import type { PromiseType } from '@sankalp/shared/promises';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { pandits, temples } from './catalog';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a promise was kept with (ids of stored media, a courier and tracking number …) and the
 * steps on its way (shipped before delivered). Written only by the fulfilment module.
 */
export type PromiseEvidence = {
  /** A puja video (videos table) or a link to one elsewhere. */
  videoId?: string;
  videoLink?: string;
  /** Photos: site paths of stored images (`/api/v1/media/<hash>/800.webp`). */
  photoUrls?: string[];
  /** Parcel steps on the way to `delivered` (the board's packed / shipped / out-for-delivery). */
  packedAt?: string;
  outForDeliveryAt?: string;
  /** A parcel handed over (a store order's, whose only promise is `dispatch`, records it here). */
  deliveredAt?: string;
  courier?: string;
  trackingNumber?: string;
  shippedAt?: string;
  shippedBy?: string;
  /** A document's site path (the 80G certificate's PDF). */
  documentUrl?: string;
  outcome?: 'completed' | 'no_show';
  note?: string;
};

/**
 * Every promise made after a payment (issue 10; architecture principle 8). `kind` + `ref_id` name
 * the paid record as payment_orders does; `temple_id` / `pandit_id` give the staff scope of the
 * fulfilment board. Made in the same transaction as the payment's fulfilment, one per
 * (record, type). `overdue` is not stored: it is `kept_at is null and due_at < now()`.
 */
export const promises = pgTable(
  'promises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    refId: uuid('ref_id').notNull(),
    type: text('type').$type<PromiseType>().notNull(),
    templeId: uuid('temple_id').references(() => temples.id, { onDelete: 'set null' }),
    panditId: uuid('pandit_id').references(() => pandits.id, { onDelete: 'set null' }),
    dueAt: ts('due_at').notNull(),
    keptAt: ts('kept_at'),
    keptBy: uuid('kept_by').references(() => users.id, { onDelete: 'set null' }),
    evidence: jsonb('evidence').$type<PromiseEvidence>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    unique('promises_ref_type_uniq').on(t.kind, t.refId, t.type),
    // The board and the overdue digest: open promises by due date, per temple and per pandit.
    index('promises_open_due_idx')
      .on(t.dueAt)
      .where(sql`${t.keptAt} is null`),
    index('promises_temple_due_idx').on(t.templeId, t.dueAt),
    index('promises_pandit_due_idx').on(t.panditId, t.dueAt),
    index('promises_kept_idx').on(t.keptAt),
    check('promises_kept_by_check', sql`${t.keptBy} is null or ${t.keptAt} is not null`),
  ],
);

export type PromiseRow = typeof promises.$inferSelect;
export type NewPromiseRow = typeof promises.$inferInsert;
