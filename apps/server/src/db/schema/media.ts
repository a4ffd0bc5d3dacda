import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Images uploaded from the console (issue 14). `key` is the content hash of the original bytes, so
 * the same file uploaded twice is one row and one set of stored objects; `sizes` maps each stored
 * width's name to its storage key (`<hash>/800.webp`). Width and height are the largest stored size.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    sizes: jsonb('sizes').$type<Record<string, string>>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of the original upload (never stored itself: it may carry EXIF location). */
    originalBytes: integer('original_bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('media_created_idx').on(t.createdAt)],
);
