/**
 * The live streams at scale (issue 16): the list's live part is read along streams_not_ended_idx
 * (the streams not ended yet, a few hundred of 12,000 at ×1,000) instead of a scan of every stream,
 * which blocked the server's thread on PGlite for 20–35 ms at each refresh of /livestream.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbForFile } from '../../test/test-app';
import { liveStreams } from './catalog.lists.repository';

const testDb = testDbForFile();

/** The expression of the index, as the live condition writes it. */
const NOT_ENDED = `coalesce("streams"."end_time", 'infinity'::timestamptz) >=`;

describe('the live streams and their index', () => {
  it('are asked for in the form of the index expression', () => {
    const { sql: text } = liveStreams(testDb.current(), new Date(), undefined, { n: 25 }).toSQL();
    expect(text).toContain(NOT_ENDED);
  });

  it('can be read along streams_not_ended_idx', async () => {
    await testDb.current().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (
        (await tx.execute(
          sql.raw(`explain select id from streams where ${NOT_ENDED} now() and start_time <= now()`),
        )) as unknown as { rows: Array<Record<string, string>> }
      ).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
      expect(plan).toContain('streams_not_ended_idx');
    });
  });
});
