import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 15: `npm start` as a devotee's engineer would run it — what it exposes and how it stops.
// Runs the built app (npm test builds before the journeys) on its own port and database.
// One port per signal: the file's two tests may run at once (fullyParallel).
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const ROOT = join(import.meta.dirname, '..', '..');

const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect({ host, port, timeout: 1000 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });

async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (await check()) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  test(`npm start listens on loopback only, is ready, and stops within 10 s of ${signal} to npm`, async () => {
    test.setTimeout(120_000);
    const PORT = BASE_PORT + (signal === 'SIGTERM' ? 0 : 1);
    const { HOST: _unset, ...inherited } = process.env; // the default HOST is what is under test
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...inherited,
        PORT: String(PORT),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'sankalp-start-')),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    try {
      await waitUntil(
        async () => (await fetch(`http://127.0.0.1:${PORT}/readyz`).catch(() => null))?.status === 200,
        60_000,
      );
      const ready = await (await fetch(`http://127.0.0.1:${PORT}/readyz`)).json();
      expect(ready).toMatchObject({
        status: 'ready',
        checks: { database: { ok: true }, migrations: { ok: true }, jobs: { ok: true } },
      });

      // Nothing on the machine's other addresses.
      const outside = Object.values(networkInterfaces())
        .flat()
        .filter((a) => a && a.family === 'IPv4' && !a.internal)
        .map((a) => a!.address);
      for (const address of outside) expect(await canConnect(address, PORT), `${address}:${PORT}`).toBe(false);

      npm.kill(signal); // to npm alone, as a process manager or `kill` does (not the whole group, as Ctrl-C)
      const stoppedIn = await waitUntil(async () => !(await canConnect('127.0.0.1', PORT)), 10_000);
      expect(stoppedIn).toBeLessThan(10_000);
    } finally {
      npm.kill('SIGKILL');
    }
  });
