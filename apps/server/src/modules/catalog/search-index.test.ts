/**
 * Catalog search by trigram indexes (issue 16): `?q=` is ILIKE '%…%', which no b-tree serves; the
 * migration creates pg_trgm indexes on every searched column (and on the Hindi title or name,
 * issue 13), on PGlite as on PostgreSQL, so a rare word is found without walking a whole list.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbForFile } from '../../test/test-app';

const testDb = testDbForFile();

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await testDb.current().execute(q)) as unknown as { rows: T[] }).rows;

describe('trigram indexes for catalog search', () => {
  it('exist on every searched column', async () => {
    const names = (
      await rows<{ indexname: string }>(sql`select indexname from pg_indexes where indexname like '%_trgm_idx'`)
    )
      .map((r) => r.indexname)
      .sort();
    expect(names).toEqual([
      'campaigns_title_hi_trgm_idx',
      'campaigns_title_trgm_idx',
      'chadhava_events_name_hi_trgm_idx',
      'chadhava_events_name_trgm_idx',
      'pandits_name_hi_trgm_idx',
      'pandits_name_trgm_idx',
      'products_name_hi_trgm_idx',
      'products_name_trgm_idx',
      'pujas_title_hi_trgm_idx',
      'pujas_title_trgm_idx',
      'streams_title_hi_trgm_idx',
      'streams_title_trgm_idx',
      'temples_location_trgm_idx',
      'temples_name_hi_trgm_idx',
      'temples_name_trgm_idx',
    ]);
  });

  it('serve a case-insensitive contains search (the planner may use them for ILIKE)', async () => {
    await testDb.current().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (
        (await tx.execute(sql`explain select id from temples where name ilike '%kashi%'`)) as unknown as {
          rows: Array<Record<string, string>>;
        }
      ).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
      expect(plan).toContain('temples_name_trgm_idx');
    });
  });
});
