import { index, bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Puja videos uploaded from the console's fulfilment board (issue 10). The file itself is in the
 * media storage (local folder or S3 bucket) under `storage_key` (`videos/<id>.mp4|webm`), streamed
 * there on upload and served with range requests from GET /api/v1/videos/{id}. `poster_url` is an
 * image of the existing image pipeline (`/api/v1/media/<hash>/800.webp`), or null.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').$type<'video/mp4' | 'video/webm'>().notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    posterUrl: text('poster_url'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('videos_created_idx').on(t.createdAt)],
);

export type VideoRow = typeof videos.$inferSelect;
