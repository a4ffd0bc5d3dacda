import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb, type DbHandle } from '../db/client';
import { MAX_CONNECTIONS_PER_IP } from './connection-limits';

// Issue 15: stalled requests are cut off, and one address cannot hold every socket. These need a
// real listening socket (app.inject has none).
let db: DbHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
beforeAll(async () => {
  db = await openDb({});
  app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
    db,
    serveWeb: false,
    logger: false,
    timeouts: { headersMs: 700, requestMs: 1_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** Opens a socket, writes `text`, and resolves with everything received until the server closes it. */
function stall(text: string): Promise<{ data: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    let data = '';
    const s = connect(port, '127.0.0.1', () => s.write(text));
    s.on('data', (d) => (data += d.toString()));
    s.on('close', () => resolve({ data, ms: Date.now() - t0 }));
    s.on('error', reject);
    setTimeout(() => (s.destroy(), reject(new Error('held open'))), 10_000).unref();
  });
}

describe('stalled requests', () => {
  it('cuts off a body that stops arriving, with 408, within the request timeout', async () => {
    const r = await stall(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"emailOr',
    );
    expect(r.data).toMatch(/^HTTP\/1\.1 408/);
    expect(r.ms).toBeLessThan(4_000);
  });

  it('cuts off headers that never finish', async () => {
    const r = await stall('GET /api/v1/pujas/all HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(r.data).toMatch(/^HTTP\/1\.1 408/);
    expect(r.ms).toBeLessThan(4_000);
  });
});

describe('connections per address', () => {
  it(`refuses more than ${MAX_CONNECTIONS_PER_IP} open at once from one address, and serves again once they close`, async () => {
    const sockets: Socket[] = [];
    const closedEarly: number[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_IP + 5; i++) {
      const s = connect(port, '127.0.0.1');
      s.on('error', () => {});
      s.on('close', () => closedEarly.push(i));
      sockets.push(s);
      await new Promise((r) => s.once('connect', r));
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(closedEarly.sort((a, b) => a - b)).toEqual([64, 65, 66, 67, 68].map((n) => n - 64 + MAX_CONNECTIONS_PER_IP));
    sockets.forEach((s) => s.destroy());
    await new Promise((r) => setTimeout(r, 200));
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(ok.status).toBe(200);
  });
});

describe('long uploads (lib/request-deadlines)', () => {
  let upApp: Awaited<ReturnType<typeof buildApp>>;
  let upPort: number;
  beforeAll(async () => {
    upApp = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
      db,
      serveWeb: false,
      logger: false,
      timeouts: { headersMs: 700, requestMs: 1_000, upload: { uploadIdleMs: 700, uploadMaxMs: 60_000 } },
    });
    upApp.post('/slow-upload', { config: { longUpload: true } }, async (req) => ({ got: String(req.body).length }));
    upApp.post('/slow-login', async (req) => ({ got: String(req.body).length }));
    await upApp.listen({ port: 0, host: '127.0.0.1' });
    upPort = (upApp.server.address() as { port: number }).port;
  });
  afterAll(() => upApp.close());

  /** Sends `chunks` pieces of a text body `gapMs` apart, then `stallMs` of nothing; resolves with the answer. */
  function trickle(path: string, chunks: number, gapMs: number, stallAfter = chunks): Promise<{ data: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const t0 = Date.now();
      let data = '';
      const s = connect(upPort, '127.0.0.1', () => {
        s.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${chunks * 10}\r\n\r\n`);
        let sent = 0;
        const tick = setInterval(() => {
          if (sent >= stallAfter || s.destroyed) return clearInterval(tick);
          s.write('0123456789');
          sent += 1;
        }, gapMs);
      });
      s.on('data', (d) => {
        data += d.toString();
        if (/\r\n\r\n\{/.test(data) && data.trim().endsWith('}')) s.end();
      });
      s.on('close', () => resolve({ data, ms: Date.now() - t0 }));
      s.on('error', reject);
      setTimeout(() => (s.destroy(), reject(new Error('held open'))), 15_000).unref();
    });
  }

  it('lets an upload that keeps arriving run past the request timeout', async () => {
    const r = await trickle('/slow-upload', 8, 300);
    expect(r.ms).toBeGreaterThan(2_000);
    expect(r.data).toMatch(/^HTTP\/1\.1 200/);
    expect(r.data).toContain('"got":80');
  });

  it('cuts off the same trickle on an ordinary route at the request timeout', async () => {
    const r = await trickle('/slow-login', 8, 300);
    expect(r.data).toMatch(/^HTTP\/1\.1 408/);
    expect(r.ms).toBeLessThan(2_500);
  });

  it('cuts off an upload that stops arriving, after the idle time', async () => {
    const r = await trickle('/slow-upload', 8, 200, 2);
    expect(r.data).toMatch(/^HTTP\/1\.1 408/);
    expect(r.ms).toBeLessThan(3_000);
  });
});
