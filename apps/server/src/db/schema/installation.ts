import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets made once per installation and kept in its database (never constants in the code): the
 * sandbox payment provider's signing keys. Every process sharing the database reads the same row.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
