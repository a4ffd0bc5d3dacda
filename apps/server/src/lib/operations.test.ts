import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { MIGRATIONS_DIR } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerHealth } from './health';
import { PERMISSIONS_POLICY } from './privacy-headers';

// Issue 15: health probes, privacy headers and the loopback-only development routes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('GET /healthz and /readyz', () => {
  it('answers liveness as JSON, never the web page, never cached', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/application\/json/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toMatchObject({ status: 'ok' });
  });

  it('is not ready until the background jobs run, then ready with every check passing', async () => {
    t.app.ctx.jobs.running = false;
    const before = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({
      status: 'not ready',
      checks: { database: { ok: true }, migrations: { ok: true }, jobs: { ok: false } },
    });
    t.app.ctx.jobs.running = true;
    const after = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ status: 'ready' });
    t.app.ctx.jobs.running = false;
  });

  it('is not ready when this build ships a migration the database lacks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sankalp-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number; tag: string }[] };
    journal.entries.push({ ...journal.entries.at(-1)!, when: journal.entries.at(-1)!.when + 1000, tag: '0001_future' });
    writeFileSync(journalPath, JSON.stringify(journal));
    const app = Fastify();
    app.decorate('ctx', { ...t.app.ctx, jobs: { running: true } } as AppContext);
    await registerHealth(app, dir);
    const r = await app.inject({ method: 'GET', url: '/readyz' });
    expect(r.statusCode).toBe(503);
    expect(r.json().checks.migrations).toEqual({ ok: false, detail: 'this build has migrations the database lacks' });
    await app.close();
  });
});

describe('privacy headers', () => {
  // The Permissions-Policy is a page's header: security-headers.test.ts checks it on pages.
  it('marks every API answer no-store, errors included', async () => {
    for (const url of ['/api/v1/user/getUser', '/api/v1/pujas/all', '/api/v1/nope']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.headers['cache-control'], url).toBe('no-store');
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });
});

describe('development routes answer only this machine', () => {
  const far = { remoteAddress: '203.0.113.7' };
  it.each([
    ['GET', '/api/v1/dev/outbox?to=a@b.in', undefined],
    ['POST', '/api/v1/payments/sandbox/pay', { order_id: 'order_x', outcome: 'success' }],
  ] as const)('%s %s is 404 from another machine or through a proxy', async (method, url, payload) => {
    const remote = await t.app.inject({ method, url, payload, ...far });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 'not_found' });
    const proxied = await t.app.inject({ method, url, payload, headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(404);
    // From this machine the route itself answers (an unknown sandbox order is its own 400/404).
    const local = await t.app.inject({ method, url, payload });
    expect(local.json().message).not.toBe('Not found');
  });
});
