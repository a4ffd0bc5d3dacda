/**
 * `npm run admin` end to end (issue 14): on a fresh install (a new PGlite DATA_DIR, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set) it makes the first admin and lists it; on
 * PGlite with a server running it refuses, saying to stop the server.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));

function admin(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(
      tsx,
      ['src/modules/admin/admin-cli.ts', ...args],
      {
        cwd: serverDir,
        env: { ...process.env, NODE_ENV: 'test', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', INIT_CWD: serverDir, ...env },
      },
      (error, out, err) => done({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

let dataDir: string;
let env: Record<string, string>;
let dropDb: (() => Promise<void>) | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sankalp-admin-cli-'));
  env = { DATA_DIR: dataDir, PORT: '39517', DATABASE_URL: '' };
  if (process.env.TEST_DATABASE_URL) {
    const db = await openTestDb();
    await db.db.close();
    env.DATABASE_URL = db.url!;
    dropDb = db.dropDb;
  }
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDb?.();
});

describe('npm run admin', () => {
  it('makes the first admin on a fresh install and lists it', { timeout: 60_000 }, async () => {
    const made = await admin(
      ['create-admin', '--email', 'first@sankalp.example', '--password', 'Trishul-Damru-88'],
      env,
    );
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/Created first@sankalp\.example as an admin/);
    const list = await admin(['list'], env);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/first@sankalp\.example\s+admin\s+all\s+2FA OFF/);
    const bad = await admin(['grant', '--email', 'first@sankalp.example', '--role', 'root'], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/Usage: npm run admin/);
    const unknown = await admin(['grant', '--email', 'nobody@sankalp.example', '--role', 'operator'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No account with the e-mail nobody@sankalp\.example/);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'refuses the embedded database while a server runs on it',
    { timeout: 30_000 },
    async () => {
      const server: Server = createServer((_req, res) => res.end('{"status":"ok"}'));
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const port = (server.address() as { port: number }).port;
      try {
        const r = await admin(['list'], { ...env, PORT: String(port) });
        expect(r.code).toBe(1);
        expect(r.err).toMatch(/A server is running on port \d+.*Stop the server/s);
      } finally {
        server.close();
      }
    },
  );
});
