import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../modules/auth/auth.test-utils';
import { createTestApp, type TestApp } from '../test/test-app';
import { openDb } from './client';
import { dumpDataDir, restoreDataDir } from './backup';

// Issue 15: npm run backup / restore for the embedded database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('GET /internal/backup', () => {
  it('answers this machine only', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/internal/backup', remoteAddress: '203.0.113.4' });
    expect(r.statusCode).toBe(404);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'dumps the running database, and the dump restores with its accounts',
    async () => {
      await registerUser(t.app);
      await registerUser(t.app);
      const r = await t.app.inject({ method: 'GET', url: '/internal/backup' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/gzip');
      expect(r.headers['content-disposition']).toMatch(
        /^attachment; filename="sankalp-\d{4}-\d{2}-\d{2}T[\d-]+\.tar\.gz"$/,
      );
      const archive = r.rawPayload;
      expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

      const dir = join(mkdtempSync(join(tmpdir(), 'sankalp-restore-')), 'data');
      const restored = await restoreDataDir(archive, dir);
      expect(restored).toMatchObject({ users: 2, bookings: 0, keptAs: null });
      const db = await openDb({ dataDir: dir }); // migrations already applied: opens as is
      const { rows } = (await db.db.execute('select count(*)::int as n from users')) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]!.n).toBe(2);
      await db.close();
    },
  );

  it.runIf(!!process.env.TEST_DATABASE_URL)('on PostgreSQL says to use pg_dump', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/internal/backup' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/pg_dump/);
  });
});

describe('restoreDataDir', () => {
  it('keeps the previous folder aside, and refuses an archive that is not a Sankalp database', async () => {
    const base = mkdtempSync(join(tmpdir(), 'sankalp-restore-'));
    const dir = join(base, 'data');
    const first = await openDb({ dataDir: dir });
    await first.close();
    const archive = await dumpDataDir(dir);
    const r = await restoreDataDir(archive, dir, new Date('2026-11-24T01:02:03Z'));
    expect(r.keptAs).toBe(`${dir}.before-restore-2026-11-24T01-02-03`);
    expect(existsSync(r.keptAs!)).toBe(true);

    await expect(restoreDataDir(Buffer.from('not a tarball'), dir)).rejects.toThrow();
    expect(readdirSync(base).sort()).toEqual(['data', 'data.before-restore-2026-11-24T01-02-03']);
  });
});
