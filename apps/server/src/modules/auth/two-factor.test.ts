/**
 * Two-factor sign-in (issue 14): set-up, enable with the first code, sign-in with `otp` (a current
 * code, once per step, or an unused recovery code), the limits on guessing, switching it off.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTwoFactor } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enableTwoFactor } from '../admin/admin.test-utils';
import { call, expectStatus, fakeClock, freshIp, login, registerUser, SECOND } from './auth.test-utils';
import { totpAt } from './totp';

const clock = fakeClock('2026-11-21T06:30:05.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
});
afterAll(() => t.close());

const STEP = 30 * SECOND;
const signIn = (email: string, password: string, otp?: string, ip?: string) =>
  call(t.app, 'POST', '/api/v1/auth/login', {
    body: { emailOrPhone: email, password, ...(otp === undefined ? {} : { otp }) },
    ip,
  });

describe('two-factor set-up', () => {
  it('answers a base32 secret and its otpauth URL, and keeps the secret only encrypted', async () => {
    const u = await registerUser(t.app);
    const r = await call(t.app, 'POST', '/api/v1/auth/2fa/setup', { token: u.token });
    expectStatus(r, 200);
    const { secret, otpauthUrl } = r.body.data as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Sankalp:${u.email}?secret=${secret}&issuer=Sankalp`);
    const [row] = await t.db.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, u.id));
    expect(row?.enabledAt).toBeNull();
    expect(row?.secretEncrypted).toMatch(/^v1\./);
    expect(row?.secretEncrypted).not.toContain(secret);
    // Still off: sign-in needs no code yet.
    expectStatus(await signIn(u.email, u.password), 200);
  });

  it('enables only after a set-up and with the right code, answering 10 recovery codes once', async () => {
    const u = await registerUser(t.app);
    const early = await call(t.app, 'POST', '/api/v1/auth/2fa/enable', { token: u.token, body: { code: '123456' } });
    expectStatus(early, 409);
    const { secret } = (await call(t.app, 'POST', '/api/v1/auth/2fa/setup', { token: u.token })).body.data as {
      secret: string;
    };
    const wrong = totpAt(secret, clock.now().getTime() + 5 * STEP);
    const bad = await call(t.app, 'POST', '/api/v1/auth/2fa/enable', { token: u.token, body: { code: wrong } });
    expectStatus(bad, 400);
    expect(bad.body.code).toBe('otp_invalid');
    const notDigits = await call(t.app, 'POST', '/api/v1/auth/2fa/enable', { token: u.token, body: { code: 'abc' } });
    expectStatus(notDigits, 400);
    expect(notDigits.body.errors).toHaveProperty('code');

    const ok = await call(t.app, 'POST', '/api/v1/auth/2fa/enable', {
      token: u.token,
      body: { code: totpAt(secret, clock.now()) },
    });
    expectStatus(ok, 200);
    const codes = (ok.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    // The secret is never shown again: set-up now refuses, and the status tells only that it is on.
    const again = await call(t.app, 'POST', '/api/v1/auth/2fa/setup', { token: u.token });
    expectStatus(again, 409);
    expect(again.body.code).toBe('2fa_already_enabled');
    expect(JSON.stringify(again.body)).not.toContain(secret);
    const status = await call(t.app, 'GET', '/api/v1/auth/2fa', { token: u.token });
    expect(status.body.data).toEqual({ enabled: true, enabledAt: clock.now().toISOString(), recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);
  });

  it('signs out every other session when switched on (they were made with the password alone)', async () => {
    const u = await registerUser(t.app);
    const other = (await login(t.app, u.email, u.password)).body.data as { token: string };
    await enableTwoFactor(t.app, u, clock.now());
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: other.token }), 401);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: u.token }), 200);
  });

  it('needs a session', async () => {
    for (const path of ['setup', 'enable', 'disable']) {
      expectStatus(await call(t.app, 'POST', `/api/v1/auth/2fa/${path}`, { body: {} }), 401);
    }
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/2fa'), 401);
  });
});

describe('sign-in with two-factor on', () => {
  it('asks for the code (otp_required), refuses a wrong one (otp_invalid), accepts the current one', async () => {
    const u = await enableTwoFactor(t.app, await registerUser(t.app), clock.now());
    clock.advance(STEP);
    const none = await signIn(u.email, u.password);
    expectStatus(none, 401);
    expect(none.body.code).toBe('otp_required');
    expect(none.body.data).toBeUndefined(); // no token
    const wrong = await signIn(u.email, u.password, totpAt(u.secret, clock.now().getTime() + 3 * STEP));
    expectStatus(wrong, 401);
    expect(wrong.body.code).toBe('otp_invalid');
    const ok = await signIn(u.email, u.password, totpAt(u.secret, clock.now()));
    expectStatus(ok, 200);
    expect((ok.body.data as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never reveals the second step to a wrong password, code or not', async () => {
    const u = await enableTwoFactor(t.app, await registerUser(t.app), clock.now());
    clock.advance(STEP);
    for (const otp of [undefined, totpAt(u.secret, clock.now())]) {
      const r = await signIn(u.email, `${u.password}x`, otp);
      expectStatus(r, 401);
      expect(r.body.code).toBe('unauthorized');
    }
  });

  it('accepts a code once per step (replay refused), one step early or late, not two', async () => {
    const u = await enableTwoFactor(t.app, await registerUser(t.app), clock.now());
    clock.advance(STEP);
    const code = totpAt(u.secret, clock.now());
    expectStatus(await signIn(u.email, u.password, code), 200);
    const replay = await signIn(u.email, u.password, code);
    expectStatus(replay, 401);
    expect(replay.body.code).toBe('otp_invalid');

    clock.advance(10 * STEP);
    const late = totpAt(u.secret, clock.now().getTime() - STEP); // the phone's clock 30 s behind
    expectStatus(await signIn(u.email, u.password, late), 200);
    clock.advance(10 * STEP);
    expectStatus(await signIn(u.email, u.password, totpAt(u.secret, clock.now().getTime() + STEP)), 200);
    clock.advance(10 * STEP);
    const twoAway = await signIn(u.email, u.password, totpAt(u.secret, clock.now().getTime() - 2 * STEP));
    expect(twoAway.body.code).toBe('otp_invalid');
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const u = await enableTwoFactor(t.app, await registerUser(t.app), clock.now());
    const code = u.recoveryCodes[0]!;
    expectStatus(await signIn(u.email, u.password, ` ${code.toUpperCase().replaceAll('-', ' ')} `), 200);
    const again = await signIn(u.email, u.password, code);
    expectStatus(again, 401);
    expect(again.body.code).toBe('otp_invalid');
    expect((await call(t.app, 'GET', '/api/v1/auth/2fa', { token: u.token })).body.data).toMatchObject({
      recoveryCodesLeft: 9,
    });
    // Another account's recovery code is nothing here.
    const other = await enableTwoFactor(t.app, await registerUser(t.app), clock.now());
    expect((await signIn(u.email, u.password, other.recoveryCodes[0])).body.code).toBe('otp_invalid');
  });

  it('limits code guesses per account from any number of IPs, the right code included past the limit', async () => {
    const u = await enableTwoFactor(t.app, await registerUser(t.app), clock.now());
    clock.advance(STEP);
    for (let i = 0; i < 10; i++) {
      const r = await signIn(u.email, u.password, String(100000 + i), freshIp());
      expect(r.body.code).toBe('otp_invalid');
    }
    const blocked = await signIn(u.email, u.password, totpAt(u.secret, clock.now()), freshIp());
    expectStatus(blocked, 429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('counts sign-in tries with a code into the per-account-and-IP sign-in limit too', async () => {
    const u = await enableTwoFactor(t.app, await registerUser(t.app), clock.now());
    clock.advance(20 * 60 * SECOND); // fresh windows
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await signIn(u.email, u.password, undefined, ip);
    expectStatus(await signIn(u.email, u.password, totpAt(u.secret, clock.now()), ip), 429);
  });

  it('ignores `otp` for an account without two-factor (the sign-in shape is the spec’s)', async () => {
    const u = await registerUser(t.app);
    expectStatus(await signIn(u.email, u.password, '123456'), 200);
  });
});

describe('switching two-factor off', () => {
  it('needs the password and a code, then sign-in needs no code again', async () => {
    const u = await enableTwoFactor(t.app, await registerUser(t.app), clock.now());
    clock.advance(STEP);
    const code = totpAt(u.secret, clock.now());
    const badPassword = await call(t.app, 'POST', '/api/v1/auth/2fa/disable', {
      token: u.token,
      body: { password: 'nope-nope', otp: code },
    });
    expectStatus(badPassword, 400);
    expect(badPassword.body.code).toBe('password_incorrect');
    const badCode = await call(t.app, 'POST', '/api/v1/auth/2fa/disable', {
      token: u.token,
      body: { password: u.password, otp: '000000' },
    });
    expectStatus(badCode, 400);
    expect(badCode.body.code).toBe('otp_invalid');
    expectStatus(
      await call(t.app, 'POST', '/api/v1/auth/2fa/disable', {
        token: u.token,
        body: { password: u.password, otp: code },
      }),
      200,
    );
    const [row] = await t.db.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, u.id));
    expect(row).toBeUndefined();
    expectStatus(await signIn(u.email, u.password), 200);
    const off = await call(t.app, 'POST', '/api/v1/auth/2fa/disable', {
      token: u.token,
      body: { password: u.password, otp: code },
    });
    expectStatus(off, 409);
  });
});
