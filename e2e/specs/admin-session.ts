import type { APIRequestContext } from '@playwright/test';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './admin-account';
import { stepOf, totp } from './totp';

/**
 * The one first admin (admin-account.ts) is shared by every journey of a run, in parallel workers,
 * and every /admin call needs two-factor sign-in. Whichever journey comes first switches it on and
 * leaves the key in a file for the others; the codes used are counted there too (a code is good
 * once). All under an exclusive lock file. A key left by an earlier run is never trusted: while the
 * password alone still signs in (a fresh server's database), two-factor is switched on anew.
 * The session is kept there as well and reused while the server still knows it: every sign-in
 * counts against the account's login limit (10 in 15 minutes), which the journeys together passed.
 */

const PORT = process.env.E2E_PORT ?? '3100';
const FILE = join(tmpdir(), `sankalp-e2e-admin-${PORT}.json`);
const LOCK = `${FILE}.lock`;

type Saved = { secret: string; usedStep: number; token?: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function locked<T>(fn: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      break;
    } catch {
      // A worker killed while holding it leaves it behind: after 60 s it is stale.
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 60_000) rmSync(LOCK, { force: true });
      } catch {
        /* gone meanwhile */
      }
      if (i > 1200) throw new Error('the admin session lock stayed taken');
      await sleep(50);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

const read = (): Saved => JSON.parse(readFileSync(FILE, 'utf8')) as Saved;

/** The session kept by an earlier journey of this run (or a stale one of an earlier run: checked by the caller). */
function savedToken(): string | undefined {
  try {
    return read().token;
  } catch {
    return undefined; // no file yet
  }
}

function keep(token: string): string {
  writeFileSync(FILE, JSON.stringify({ ...read(), token }));
  return token;
}

/** The next code the server takes: later than the last used, at most one step early (waits if need be). */
async function takeCode(): Promise<string> {
  const saved = read();
  const step = Math.max(stepOf(Date.now()), saved.usedStep + 1);
  while (step > stepOf(Date.now()) + 1) await sleep(500);
  writeFileSync(FILE, JSON.stringify({ ...saved, usedStep: step }));
  return totp(saved.secret, step);
}

async function postJson(r: APIRequestContext, path: string, data: unknown, token?: string) {
  const res = await r.post(`/api/v1${path}`, { data, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status(), body: (await res.json()) as { code?: string; data?: Record<string, unknown> } };
}

export type AdminSession = {
  token: string;
  /** A fresh authenticator code for the admin (for signing in on the console's form). */
  code: () => Promise<string>;
};

/** An admin API session with two-factor sign-in on, whichever journey switched it on. */
export async function adminSession(r: APIRequestContext): Promise<AdminSession> {
  const token = await locked(async () => {
    const kept = savedToken();
    if (kept) {
      const me = await r.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${kept}` } });
      if (me.status() === 200) return kept;
    }
    const plain = await postJson(r, '/auth/login', { emailOrPhone: E2E_ADMIN.email, password: E2E_ADMIN.password });
    if (plain.status < 300) {
      const t = plain.body.data!.token as string;
      const setup = await postJson(r, '/auth/2fa/setup', {}, t);
      if (setup.status >= 300) throw new Error(`2fa setup: ${JSON.stringify(setup.body)}`);
      writeFileSync(FILE, JSON.stringify({ secret: setup.body.data!.secret as string, usedStep: 0 }));
      const enabled = await postJson(r, '/auth/2fa/enable', { code: await takeCode() }, t);
      if (enabled.status >= 300) throw new Error(`2fa enable: ${JSON.stringify(enabled.body)}`);
      return keep(t);
    }
    if (plain.body.code !== 'otp_required') throw new Error(`admin login: ${JSON.stringify(plain.body)}`);
    const res = await postJson(r, '/auth/login', {
      emailOrPhone: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
      otp: await takeCode(),
    });
    if (res.status >= 300) throw new Error(`admin login with code: ${JSON.stringify(res.body)}`);
    return keep(res.body.data!.token as string);
  });
  return { token, code: () => locked(takeCode) };
}
