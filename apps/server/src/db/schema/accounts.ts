import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  /** Digits only, with country code (e.g. 919876543210); unique. */
  phoneNumber: text('phone_number').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  userStuffId: uuid('user_stuff_id').notNull().unique(),
  /** Part 3 settings, synced across devices; null until first saved. */
  settings: jsonb('settings').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set when the devotee deleted the account (modules/privacy): the row stays as a tombstone that
   * the kept payment records point at, its name, e-mail, phone, password and settings erased (the
   * e-mail and phone freed for a new sign-up). Null for a live account.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** The user-linked record of everything booked (spec part 1 § 3, "User stuff"). */
export const userStuff = pgTable('user_stuff', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  pujaBookingIds: uuid('puja_booking_ids').array().notNull().default(sql`'{}'::uuid[]`),
  chadhavaBookingIds: uuid('chadhava_booking_ids').array().notNull().default(sql`'{}'::uuid[]`),
  donationBookingIds: uuid('donation_booking_ids').array().notNull().default(sql`'{}'::uuid[]`),
  productOrderIds: uuid('product_order_ids').array().notNull().default(sql`'{}'::uuid[]`),
  panditBookingIds: uuid('pandit_booking_ids').array().notNull().default(sql`'{}'::uuid[]`),
  prasadOrderIds: uuid('prasad_order_ids').array().notNull().default(sql`'{}'::uuid[]`),
  createdAt: createdAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    pincode: integer('pincode').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('India'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default address per user.
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Sign-in sessions. Only the SHA-256 of the bearer token is stored. A session ends at
 * `expires_at` (24 h, or 30 days with remember-me), after 2 hours without a request when not
 * remembered (`last_seen_at`, refreshed at most once a minute), or when revoked (logout,
 * password change).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Password-reset codes, one live row per e-mail (a new request replaces the old code). The code
 * is stored as SHA-256(salt:email:code) with a per-row random salt. A row is also written for an
 * e-mail with no account (user_id null, nothing mailed) so both cases do the same work.
 */
export const passwordOtps = pgTable('password_otps', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Normalised (trimmed, lower-cased) e-mail the code was sent to. */
  email: text('email').notNull().unique(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  /** Tries so far (right or wrong); the code is dead at OTP_MAX_ATTEMPTS. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
});

/**
 * Fixed-window rate-limit counters shared by every process: one row per (key, window), created
 * and incremented by a single upsert. `key` is `<rule>:<sha256 of the subject>` (no e-mails or
 * IPs in clear). Rows past `expires_at` are deleted by the auth cleanup job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expires_idx').on(t.expiresAt)],
);
