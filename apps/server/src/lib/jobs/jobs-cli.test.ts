import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { createTestApp, openTestDb, type TestApp } from '../../test/test-app';
import { enqueue } from './queue';

// `npm run jobs` end to end: the CLI as a child process, reading the queue through a running
// server (GET /internal/jobs) and straight from the database.

const CLI = fileURLToPath(new URL('./jobs-cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));

async function cli(args: string[], env: Record<string, string>) {
  try {
    const r = await promisify(execFile)(TSX, [CLI, ...args], {
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      timeout: 60_000,
    });
    return { code: 0, out: r.stdout, err: r.stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout, err: x.stderr };
  }
}

/** One dead mail job and one done job, as an operator would find them. */
async function deadMail(db: Parameters<typeof enqueue>[0]) {
  const dead = (await enqueue(db, 'mail.send', { outboxId: 'x' }))!;
  await db
    .update(jobs)
    .set({ status: 'dead', attempts: 8, maxAttempts: 8, lastError: 'Error: 550 5.1.1 mailbox\nunavailable' })
    .where(eq(jobs.id, dead));
  const done = (await enqueue(db, 'payments.sandbox-webhook', {}))!;
  await db.update(jobs).set({ status: 'done', attempts: 1 }).where(eq(jobs.id, done));
  return dead;
}

describe('npm run jobs, through the running server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('lists the dead jobs with attempts and last error, and retries one', async () => {
    const id = await deadMail(t.db.db);
    const listed = await cli(['dead'], { PORT: String(port), DATA_DIR: '/nonexistent' });
    expect(listed.err).toBe('');
    expect(listed.out).toContain('Queue: 0 queued, 0 running, 1 dead');
    expect(listed.out).toMatch(
      new RegExp(`${id}  mail\\.send\\s+dead\\s+8/8 .* Error: 550 5\\.1\\.1 mailbox unavailable`),
    );
    expect(listed.out).not.toContain('payments.sandbox-webhook');

    const all = await cli([], { PORT: String(port), DATA_DIR: '/nonexistent' });
    expect(all.out).toContain('payments.sandbox-webhook');

    const retried = await cli(['retry', id], { PORT: String(port), DATA_DIR: '/nonexistent' });
    expect(retried).toMatchObject({ code: 0, out: expect.stringContaining('queued again') });
    const [row] = await t.db.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    const again = await cli(['retry', id], { PORT: String(port), DATA_DIR: '/nonexistent' });
    expect(again.code).toBe(1);
    expect(again.err).toContain('no dead job');
  });
});

describe('npm run jobs, with no server running', () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let id: string;
  beforeAll(async () => {
    // Port 9 (discard) has no server here: the CLI opens the database itself.
    if (process.env.TEST_DATABASE_URL) {
      const opened = await openTestDb();
      id = await deadMail(opened.db.db);
      await opened.db.close();
      env = { DATABASE_URL: opened.url!, PORT: '9' };
      cleanup = opened.dropDb;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'sankalp-jobs-cli-'));
      const db = await openDb({ dataDir: dir });
      id = await deadMail(db.db);
      await db.close();
      env = { DATA_DIR: dir, PORT: '9' };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
  afterAll(() => cleanup?.());

  it('reads and retries straight from the database, and refuses a bad id', async () => {
    const listed = await cli(['--status', 'dead'], env);
    expect(listed.err).toBe('');
    expect(listed.out).toContain(id);
    expect((await cli(['retry', id], env)).code).toBe(0);
    expect((await cli(['dead'], env)).out).toContain('No dead jobs.');
    const bad = await cli(['retry', 'nope'], env);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Usage');
    expect((await cli(['--status', 'zombie'], env)).err).toContain('--status must be one of');
  }, 60_000);
});
