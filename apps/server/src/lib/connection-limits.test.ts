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
