import { existsSync, renameSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { loopbackOnly } from '../lib/loopback';
import { PGLITE_OPTIONS, type DbHandle } from './client';

/**
 * Backups of the embedded database (PGlite). PostgreSQL has its own tools (pg_dump, README).
 *
 * A backup is PGlite's own dump of its data folder (a gzipped tar), taken inside the process that
 * has the folder open, so it is consistent while the server runs: `npm run backup` asks the
 * running server for it (GET /internal/backup, this machine only) and opens the folder itself
 * only when no server is running.
 */
export function registerBackupRoute(app: FastifyInstance, db: DbHandle): void {
  app.get('/internal/backup', { onRequest: loopbackOnly, schema: { hide: true } }, async (_req, reply) => {
    if (!db.dump) {
      return reply.status(409).send({
        success: false,
        message: 'This server runs on PostgreSQL: back it up with pg_dump (see the README)',
        error: 'Conflict',
        code: 'conflict',
      });
    }
    const archive = await db.dump();
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${backupName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(archive);
  });
}

export const backupName = (at: Date) => `sankalp-${at.toISOString().replace(/[:.]/g, '-').slice(0, 19)}.tar.gz`;

/** Dumps a data folder no server has open. */
export async function dumpDataDir(dataDir: string): Promise<Buffer> {
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  try {
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Restores `archive` into `dataDir` (no server may have it open): the archive is loaded into a
 * new folder and checked first; only then is the current folder moved aside (kept, named
 * `<dataDir>.before-restore-<time>`) and the new one put in its place. Answers what it holds.
 */
export async function restoreDataDir(
  archive: Buffer,
  dataDir: string,
  now = new Date(),
): Promise<{ users: number; bookings: number; keptAs: string | null }> {
  const staging = `${dataDir}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  let client: PGlite | undefined;
  let counts: { users: number; bookings: number };
  try {
    client = await PGlite.create(staging, { ...PGLITE_OPTIONS, loadDataDir: new Blob([new Uint8Array(archive)]) });
    const users = await client.query<{ n: number }>('select count(*)::int as n from users');
    const bookings = await client.query<{ n: number }>('select count(*)::int as n from puja_bookings');
    counts = { users: users.rows[0]!.n, bookings: bookings.rows[0]!.n };
  } catch (e) {
    await client?.close().catch(() => {});
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`The archive is not a Sankalp database: ${(e as Error).message}`);
  }
  await client.close();
  let keptAs: string | null = null;
  if (existsSync(dataDir)) {
    keptAs = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-').slice(0, 19)}`;
    renameSync(dataDir, keptAs);
  }
  renameSync(staging, dataDir);
  return { ...counts, keptAs };
}
