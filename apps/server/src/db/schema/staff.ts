import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Staff roles (issue 14): admin, operator, temple_staff (one temple each grant), pandit (one
 * pandit profile). A user may hold several; each (user, role, scope) once.
 *
 * `temple_id` / `pandit_id` carry no foreign key on purpose: `npm run seed -- --reset` empties the
 * catalog with TRUNCATE … CASCADE, which would empty this whole table (every admin with it). A
 * grant whose temple is gone reaches nothing; the admin calls show its scope as missing.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    templeId: uuid('temple_id'),
    panditId: uuid('pandit_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_roles_user_idx').on(t.userId),
    // "Does this temple have staff?" (admin approvals) and scope look-ups by temple.
    index('user_roles_temple_idx').on(t.templeId).where(sql`${t.templeId} is not null`),
    // NULLS NOT DISTINCT needs PostgreSQL 15; an expression works everywhere.
    uniqueIndex('user_roles_grant_unique').on(
      t.userId,
      t.role,
      sql`coalesce(${t.templeId}, ${t.panditId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check(
      'user_roles_scope_check',
      sql`(${t.role} in ('admin', 'operator') and ${t.templeId} is null and ${t.panditId} is null)
        or (${t.role} = 'temple_staff' and ${t.templeId} is not null and ${t.panditId} is null)
        or (${t.role} = 'pandit' and ${t.panditId} is not null and ${t.templeId} is null)`,
    ),
  ],
);

/**
 * Two-factor sign-in (TOTP, RFC 6238) of a user: the secret, encrypted with the installation's
 * key (AES-256-GCM, modules/auth/secret-box.ts); `enabled_at` null while set-up waits for the
 * first code. `last_step` is the newest 30-second step a code was accepted for: a code is never
 * accepted twice (replay).
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: ts('enabled_at'),
  lastStep: integer('last_step'),
  createdAt: ts('created_at').notNull(),
});

/** Recovery codes, stored only as SHA-256(user id : code); each usable once (`used_at`). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('user_recovery_codes_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * The append-only audit log of staff actions: who (a user, or `actor_label` for the command line
 * and start-up), with which roles, did what to which object, the object before and after, when
 * and from which IP. No foreign key (a row outlives its actor) and a trigger refuses UPDATE,
 * DELETE and TRUNCATE (db/sql/audit-log-append-only.sql, appended to the migration).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    actorId: uuid('actor_id'),
    actorLabel: text('actor_label'),
    actorRoles: text('actor_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
