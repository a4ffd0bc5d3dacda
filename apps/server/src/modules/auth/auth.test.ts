import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordOtps, rateLimits, sessions, users, userStuff } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  DAY,
  expectStatus,
  fakeClock,
  freshIp,
  HOUR,
  login,
  loginToken,
  MINUTE,
  registerUser,
  SECOND,
  STRONG_PASSWORD,
  type TestUser,
} from './auth.test-utils';
import { authCleanupJob } from './auth.jobs';
import { sha256Hex } from './identity';

const clock = fakeClock();
let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  alice = await registerUser(t.app, { phone: '+91 98111 22233', email: '  Alice.Sharma@Example.IN ' });
});
afterAll(() => t.close());

describe('POST /auth/register', () => {
  it('answers 201 with the user and a token, and creates the user-stuff record in the same step', async () => {
    const ip = freshIp();
    const r = await call(t.app, 'POST', '/api/v1/auth/register', {
      ip,
      body: {
        fullName: '  Ravi Kumar ',
        email: 'Ravi.K@Example.com',
        phoneNumber: '9876543210',
        password: STRONG_PASSWORD,
      },
    });
    expectStatus(r, 201);
    expect(r.body).toMatchObject({ success: true, message: 'Account created successfully!' });
    const { user, token } = r.body.data as { user: Record<string, string>; token: string };
    expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'fullName', 'id', 'phoneNumber', 'userStuffId']);
    expect(user).toMatchObject({ fullName: 'Ravi Kumar', email: 'ravi.k@example.com', phoneNumber: '+919876543210' });
    expect(user._id).toBe(user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stuff] = await t.db.db.select().from(userStuff).where(eq(userStuff.id, user.userStuffId!));
    expect(stuff?.userId).toBe(user.id);
  });

  it('stores an argon2id hash with at least OWASP parameters, and only the token hash', async () => {
    const [row] = await t.db.db.select().from(users).where(eq(users.id, alice.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.email).toBe('alice.sharma@example.in');
    expect(row!.phoneNumber).toBe('919811122233');
    const rows = await t.db.db.select().from(sessions).where(eq(sessions.userId, alice.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256Hex(alice.token));
    expect(JSON.stringify(rows)).not.toContain(alice.token);
  });

  it.each([
    [
      'the same e-mail in another case',
      { email: 'ALICE.SHARMA@example.in', phoneNumber: '9000000001' },
      'An account with this email already exists',
      'email_taken',
    ],
    [
      'the same phone written with +91 and spaces',
      { email: 'other1@example.in', phoneNumber: '+91 98111 22233' },
      'An account with this phone number already exists',
      'phone_taken',
    ],
    [
      'the same phone without the country code',
      { email: 'other2@example.in', phoneNumber: '9811122233' },
      'An account with this phone number already exists',
      'phone_taken',
    ],
    [
      'the same phone as 12 digits',
      { email: 'other3@example.in', phoneNumber: '919811122233' },
      'An account with this phone number already exists',
      'phone_taken',
    ],
  ])('refuses %s with 409', async (_name, fields, message, code) => {
    const r = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { fullName: 'Someone Else', password: STRONG_PASSWORD, ...fields },
    });
    expectStatus(r, 409);
    expect(r.body).toMatchObject({ success: false, message, code });
  });

  it('tells a Hindi reader which field is taken by the same code', async () => {
    const register = (fields: { email: string; phoneNumber: string }) =>
      call(t.app, 'POST', '/api/v1/auth/register', {
        body: { fullName: 'Someone Else', password: STRONG_PASSWORD, ...fields },
        headers: { 'accept-language': 'hi' },
      });
    const email = await register({ email: 'alice.sharma@example.in', phoneNumber: '9000000011' });
    expectStatus(email, 409);
    expect(email.body).toMatchObject({ code: 'email_taken', message: 'इस ईमेल से एक खाता पहले से बना हुआ है' });
    const phone = await register({ email: 'other-hindi@example.in', phoneNumber: '9811122233' });
    expectStatus(phone, 409);
    expect(phone.body).toMatchObject({ code: 'phone_taken', message: 'इस फ़ोन नंबर से एक खाता पहले से बना हुआ है' });
  });

  it('two simultaneous sign-ups with one e-mail: one 201, one 409', async () => {
    const body = (phone: string) => ({
      fullName: 'Twin Devotee',
      email: 'twin@example.in',
      phoneNumber: phone,
      password: STRONG_PASSWORD,
    });
    const rs = await Promise.all([
      call(t.app, 'POST', '/api/v1/auth/register', { body: body('9333300001') }),
      call(t.app, 'POST', '/api/v1/auth/register', { body: body('9333300002') }),
    ]);
    expect(rs.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(rs.find((r) => r.status === 409)!.body).toMatchObject({ message: 'An account with this email already exists', code: 'email_taken' });
  });

  it.each([
    [
      'a common password',
      { password: 'Password@123' },
      'password',
      'This password is too common. Please choose a less predictable one.',
    ],
    [
      'a common Indian password',
      { password: 'JaiShriRam' },
      'password',
      'This password is too common. Please choose a less predictable one.',
    ],
    ['a 7-character password', { password: 'Xk9#mQ2' }, 'password', 'Password must be at least 8 characters'],
    ['a 129-character password', { password: 'x'.repeat(129) }, 'password', 'Password cannot exceed 128 characters'],
    [
      'a non-Indian phone',
      { phoneNumber: '+1 415 555 0100' },
      'phoneNumber',
      'Only Indian (+91) phone numbers are supported',
    ],
    ['a short phone', { phoneNumber: '98765' }, 'phoneNumber', 'Please enter a valid phone number'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a one-letter name', { fullName: 'A' }, 'fullName', 'Name must be at least 2 characters'],
  ])('refuses %s with a 400 field error', async (_name, fields, field, message) => {
    const body = {
      fullName: 'Valid Name',
      email: `v${Math.random()}@example.in`,
      phoneNumber: '9123456780',
      password: STRONG_PASSWORD,
      ...fields,
    };
    const r = await call(t.app, 'POST', '/api/v1/auth/register', { body });
    expectStatus(r, 400);
    expect(r.body.errors?.[field]).toBe(message);
  });

  it.each([
    ['no body', undefined],
    ['an array', [1, 2]],
    ['wrong types', { fullName: 5, email: true, phoneNumber: null, password: {} }],
  ])('answers 400, never 500, for %s', async (_n, body) => {
    const r = await call(t.app, 'POST', '/api/v1/auth/register', { body });
    expect(r.status).toBe(400);
  });

  it('answers 400 for malformed JSON', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('POST /auth/login', () => {
  it.each([
    ['the e-mail in any case', () => 'ALICE.sharma@example.in'],
    ['the phone with +91', () => '+91 98111 22233'],
    ['the 10-digit phone', () => '9811122233'],
    ['the 12-digit phone', () => '919811122233'],
  ])('signs in by %s with a new token every time', async (_n, id) => {
    const r = await login(t.app, id(), alice.password);
    expectStatus(r, 200);
    expect(r.body).toMatchObject({
      success: true,
      message: 'Login successful!',
      data: { user: { id: alice.id, email: 'alice.sharma@example.in' } },
    });
    expect((r.body.data as { token: string }).token).not.toBe(alice.token);
  });

  it('answers 401 with one message for a wrong password and for an unknown account', async () => {
    const wrong = await login(t.app, alice.email, 'wrong-password-123');
    const unknown = await login(t.app, 'nobody@example.in', 'wrong-password-123');
    expectStatus(wrong, 401);
    expectStatus(unknown, 401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email/phone or password');
  });

  it('validates the body with field messages', async () => {
    const r = await call(t.app, 'POST', '/api/v1/auth/login', { body: { emailOrPhone: '', password: '' } });
    expectStatus(r, 400);
    expect(r.body.errors).toMatchObject({
      emailOrPhone: 'Email or phone number is required',
      password: 'Password is required',
    });
  });
});

describe('sessions', () => {
  it('GET /auth/me answers the signed-in user; 401 without a token or with a bad one', async () => {
    const me = await call(t.app, 'GET', '/api/v1/auth/me', { token: alice.token });
    expectStatus(me, 200);
    expect(me.body.user).toMatchObject({ id: alice.id, userStuffId: alice.userStuffId });
    expect((me.body.data as { user: unknown }).user).toEqual(me.body.user);
    const none = await call(t.app, 'GET', '/api/v1/auth/me');
    expectStatus(none, 401);
    expect(none.body.message).toBe('Please sign in to continue');
    const bad = await call(t.app, 'GET', '/api/v1/auth/me', { token: 'x'.repeat(43) });
    expectStatus(bad, 401);
    expect(bad.body.message).toBe('Your session has expired. Please sign in again.');
    const junk = await call(t.app, 'GET', '/api/v1/auth/me', { headers: { authorization: 'Basic abc' } });
    expectStatus(junk, 401);
  });

  it('a bad token on a public route is simply a guest', async () => {
    const r = await call(t.app, 'POST', '/api/v1/auth/logout', { token: 'y'.repeat(43), body: {} });
    expectStatus(r, 200);
    const otp = await call(t.app, 'POST', '/api/v1/users/request-password-change-otp', {
      token: 'junk',
      body: { email: 'guest@example.in' },
    });
    expectStatus(otp, 200);
  });

  it('logout makes the token useless and leaves other sessions alone', async () => {
    const a = await loginToken(t.app, alice.email, alice.password);
    const b = await loginToken(t.app, alice.email, alice.password);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: a }), 200);
    const out = await call(t.app, 'POST', '/api/v1/auth/logout', { token: a, body: {} });
    expectStatus(out, 200);
    expect(out.body).toMatchObject({ success: true, message: 'Logged out successfully' });
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: a }), 401);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: b }), 200);
  });

  it('without remember-me: ends after 2 hours idle', async () => {
    const token = await loginToken(t.app, alice.email, alice.password, false);
    clock.advance(2 * HOUR - MINUTE);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 200); // activity moves the idle window
    clock.advance(2 * HOUR - MINUTE);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 200);
    clock.advance(2 * HOUR + SECOND);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 401);
  });

  it('without remember-me: ends 24 hours after sign-in even when active', async () => {
    const token = await loginToken(t.app, alice.email, alice.password, false);
    for (let i = 0; i < 15; i++) {
      clock.advance(90 * MINUTE);
      expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 200);
    }
    clock.advance(89 * MINUTE); // 23 h 59 min after sign-in
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 200);
    clock.advance(MINUTE);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 401);
  });

  it('with remember-me: survives days of idleness, ends after 30 days', async () => {
    const token = await loginToken(t.app, alice.email, alice.password, true);
    clock.advance(29 * DAY);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 200);
    clock.advance(DAY - SECOND);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 200);
    clock.advance(2 * SECOND);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const token = await loginToken(t.app, alice.email, alice.password);
    const seen = async () =>
      (
        await t.db.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, sha256Hex(token)))
      )[0]!.lastSeenAt.getTime();
    const first = await seen();
    clock.advance(30 * SECOND);
    await call(t.app, 'GET', '/api/v1/auth/me', { token });
    expect(await seen()).toBe(first);
    clock.advance(31 * SECOND);
    await call(t.app, 'GET', '/api/v1/auth/me', { token });
    expect(await seen()).toBe(first + 61 * SECOND);
  });
});

describe('rate limits', () => {
  it('login: the 11th attempt on one account from one IP in 15 minutes is 429 with Retry-After', async () => {
    const bob = await registerUser(t.app);
    clock.advance(30 * MINUTE); // past both windows the sliding count weighs
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) expectStatus(await login(t.app, bob.email, 'wrong-password-1', false, attacker), 401);
    const r = await login(t.app, bob.phone, bob.password, false, attacker); // the right password, by phone
    expectStatus(r, 429);
    expect(r.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const retry = Number(r.headers['retry-after']);
    expect(r.body).toMatchObject({ code: 'rate_limited', details: { retryAfter: retry } });
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    clock.advance(retry * SECOND);
    expectStatus(await login(t.app, bob.email, bob.password, false, attacker), 200);
  });

  it('login: wrong guesses from elsewhere never lock the devotee out from their own IP', async () => {
    const sita = await registerUser(t.app);
    clock.advance(30 * MINUTE);
    const attacker = freshIp();
    for (let i = 0; i < 25; i++) await login(t.app, sita.email, 'wrong-password-1', false, attacker);
    expectStatus(await login(t.app, sita.email, 'wrong-password-1', false, attacker), 429);
    expectStatus(await login(t.app, sita.email, sita.password, false, freshIp()), 200);
  });

  it('the window slides: a burst at the end of one window is still counted just after it', async () => {
    const ravi = await registerUser(t.app);
    clock.advance(30 * MINUTE);
    // Move to 30 s before the end of a 15-minute window.
    const now = clock.now().getTime();
    const window = 15 * MINUTE;
    clock.advance(window - (now % window) - 30 * SECOND);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expectStatus(await login(t.app, ravi.email, 'wrong-password-1', false, ip), 401);
    clock.advance(60 * SECOND); // 30 s into the next fixed window: a fixed window would allow 10 more
    const r = await login(t.app, ravi.email, ravi.password, false, ip);
    expectStatus(r, 429);
    const retry = Number(r.headers['retry-after']);
    expect(retry).toBeGreaterThan(60); // until enough of the old burst has slid out
    clock.advance(retry * SECOND);
    expectStatus(await login(t.app, ravi.email, ravi.password, false, ip), 200);
  });

  it('login: one IP gets 50 attempts in 15 minutes, whatever the accounts', async () => {
    clock.advance(15 * MINUTE);
    const ip = freshIp();
    for (let i = 0; i < 50; i++)
      expectStatus(await login(t.app, `user${i}@example.in`, 'whatever-123', false, ip), 401);
    const r = await login(t.app, alice.email, alice.password, false, ip);
    expectStatus(r, 429);
    expect(r.headers['retry-after']).toBeDefined();
  });

  it('registration: the 11th sign-up from one IP in an hour is 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const r = await call(t.app, 'POST', '/api/v1/auth/register', {
        ip,
        body: {
          fullName: 'Bulk User',
          email: `bulk${i}@example.in`,
          phoneNumber: `97000000${String(i).padStart(2, '0')}`,
          password: STRONG_PASSWORD,
        },
      });
      expect(r.status).toBe(201);
    }
    const r = await call(t.app, 'POST', '/api/v1/auth/register', {
      ip,
      body: { fullName: 'Bulk User', email: 'bulk99@example.in', phoneNumber: '9700000099', password: STRONG_PASSWORD },
    });
    expectStatus(r, 429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(r.body.message).toMatch(/Too many attempts/);
  });

  it('registration: this machine’s own sign-ups are not counted (a developer’s journeys)', async () => {
    for (let i = 0; i < 12; i++) {
      const r = await call(t.app, 'POST', '/api/v1/auth/register', {
        ip: '127.0.0.1',
        body: {
          fullName: 'Local User',
          email: `local${i}@example.in`,
          phoneNumber: `96000000${String(i).padStart(2, '0')}`,
          password: STRONG_PASSWORD,
        },
      });
      expectStatus(r, 201);
    }
  });
});

describe('auth cleanup job', () => {
  it('deletes spent rate-limit windows, and sessions and codes that ended over a week ago', async () => {
    const u = await registerUser(t.app);
    await call(t.app, 'POST', '/api/v1/users/request-password-change-otp', { body: { email: u.email } });
    expect((await t.db.db.select().from(rateLimits)).length).toBeGreaterThan(0);
    clock.advance(31 * DAY + 8 * DAY); // past every session (30 days) plus the week kept
    const removed = await authCleanupJob.run(t.app);
    expect(removed).toMatchObject({
      otps: expect.any(Number),
      sessions: expect.any(Number),
      rateLimits: expect.any(Number),
    });
    expect(await t.db.db.select().from(rateLimits)).toEqual([]);
    expect(await t.db.db.select().from(sessions)).toEqual([]);
    expect(await t.db.db.select().from(passwordOtps)).toEqual([]);
  });
});
