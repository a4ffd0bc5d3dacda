import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordOtps, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  expectStatus,
  fakeClock,
  login,
  loginToken,
  MINUTE,
  registerUser,
  SECOND,
  type TestUser,
} from '../auth/auth.test-utils';

const clock = fakeClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
});
afterAll(() => t.close());

const requestOtp = (email: string, ip?: string) => call(t.app, 'POST', '/api/v1/users/request-password-change-otp', { body: { email }, ip });
const resetWith = (email: string, otp: string, newPassword: string) =>
  call(t.app, 'POST', '/api/v1/users/change-password-with-otp', { body: { email, otp, newPassword } });

type Message = { to: string; subject: string; text: string; createdAt: string };
async function outbox(to: string): Promise<Message[]> {
  const r = await call(t.app, 'GET', `/api/v1/dev/outbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' });
  expectStatus(r, 200);
  return (r.body.data as { messages: Message[] }).messages;
}
async function latestCode(to: string): Promise<string> {
  const m = (await outbox(to)).find((x) => x.subject === 'Your Sankalp verification code');
  const code = /\b(\d{6})\b/.exec(m?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
/** A Hindi reader's request: the messages change, the codes must not. */
const HINDI = { 'accept-language': 'hi' };
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /users/request-password-change-otp', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await registerUser(t.app);
  });

  it('mails a 6-digit code through the outbox, readable in the dev outbox', async () => {
    const r = await requestOtp(`  ${u.email.toUpperCase()} `);
    expectStatus(r, 200);
    expect(r.body).toEqual({ success: true, message: 'If an account exists for this email, a verification code has been sent to it.', email: u.email });
    const [m] = await outbox(u.email);
    expect(m).toMatchObject({ to: u.email, subject: 'Your Sankalp verification code' });
    expect(m!.text).toMatch(/\b\d{6}\b/);
    expect(m!.text).toMatch(/valid for 5 minutes/);
    expect(Date.parse(m!.createdAt)).not.toBeNaN();
  });

  it('stores only a salted hash of the code', async () => {
    const code = await latestCode(u.email);
    const [row] = await t.db.db.select().from(passwordOtps).where(eq(passwordOtps.email, u.email));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const known = await requestOtp((await registerUser(t.app)).email);
    const unknown = await requestOtp('nobody-here@example.in');
    expect(unknown.status).toBe(known.status);
    expect({ ...unknown.body, email: 'x' }).toEqual({ ...known.body, email: 'x' });
    expect(unknown.body.email).toBe('nobody-here@example.in');
    expect(await outbox('nobody-here@example.in')).toEqual([]);
  });

  it('a 4th request for one e-mail within 15 minutes is 429 with Retry-After (known or not)', async () => {
    clock.advance(15 * MINUTE);
    for (const email of [(await registerUser(t.app)).email, 'ghost@example.in']) {
      for (let i = 0; i < 3; i++) expectStatus(await requestOtp(email), 200);
      const r = await requestOtp(email);
      expectStatus(r, 429);
      expect(r.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      // The code says the message already names the wait (the web adds none of its own).
      expect(r.body).toMatchObject({ code: 'rate_limited', details: { retryAfter: Number(r.headers['retry-after']) } });
    }
    const hindi = await call(t.app, 'POST', '/api/v1/users/request-password-change-otp', { body: { email: 'ghost@example.in' }, headers: HINDI });
    expectStatus(hindi, 429);
    expect(hindi.body).toMatchObject({ code: 'rate_limited', details: { retryAfter: expect.any(Number) } });
    expect(hindi.body.message).toMatch(/^बहुत ज़्यादा प्रयास हो गए। कृपया \d+ मिनट बाद फिर से कोशिश करें।$/);
  });

  it('validates the e-mail', async () => {
    const r = await requestOtp('not-an-email');
    expectStatus(r, 400);
    expect(r.body.errors).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('POST /users/change-password-with-otp', () => {
  it('changes the password with the code, ends every session, and mails a notice', async () => {
    const u = await registerUser(t.app);
    const other = await loginToken(t.app, u.email, u.password);
    await requestOtp(u.email);
    const code = await latestCode(u.email);
    const r = await resetWith(u.email.toUpperCase(), code, 'Brand-New-Lotus-77');
    expectStatus(r, 200);
    expect(r.body).toMatchObject({ success: true, message: 'Password changed successfully!' });
    expect(Date.parse(String(r.body.timestamp))).not.toBeNaN();
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: u.token }), 401);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: other }), 401);
    expectStatus(await login(t.app, u.email, u.password), 401);
    expectStatus(await login(t.app, u.email, 'Brand-New-Lotus-77'), 200);
    expect((await outbox(u.email)).map((m) => m.subject)).toContain('Your Sankalp password was changed');
  });

  it('a code works once', async () => {
    const u = await registerUser(t.app);
    await requestOtp(u.email);
    const code = await latestCode(u.email);
    expectStatus(await resetWith(u.email, code, 'First-Change-Mango-1'), 200);
    const again = await resetWith(u.email, code, 'Second-Change-Mango-2');
    expectStatus(again, 400);
    expect(again.body).toMatchObject({ message: 'Invalid or expired verification code. Please request a new one.', code: 'otp_expired' });
  });

  it('a code works once even when sent five times at once', async () => {
    const u = await registerUser(t.app);
    await requestOtp(u.email);
    const code = await latestCode(u.email);
    const rs = await Promise.all([1, 2, 3, 4, 5].map((i) => resetWith(u.email, code, `Parallel-Change-Peepal-${i}`)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 400)).toHaveLength(4);
  });

  it('is valid at 299 s and refused at 301 s', async () => {
    const u = await registerUser(t.app);
    await requestOtp(u.email);
    const code = await latestCode(u.email);
    clock.advance(299 * SECOND);
    expectStatus(await resetWith(u.email, code, 'In-Time-Peacock-9'), 200);

    await requestOtp(u.email);
    const code2 = await latestCode(u.email);
    clock.advance(301 * SECOND);
    const late = await resetWith(u.email, code2, 'Too-Late-Peacock-9');
    expectStatus(late, 400);
    expect(late.body).toMatchObject({ message: 'Verification code has expired. Please request a new one.', code: 'otp_expired' });
  });

  it('after 5 wrong tries the code is dead: the 6th try fails even with the right code', async () => {
    const u = await registerUser(t.app);
    await requestOtp(u.email);
    const code = await latestCode(u.email);
    for (let i = 0; i < 4; i++) {
      const r = await resetWith(u.email, wrongCode(code), 'Never-Set-Banyan-3');
      expectStatus(r, 400);
      expect(r.body).toMatchObject({ message: 'Invalid verification code', code: 'otp_invalid', errors: { otp: 'Invalid verification code' } });
    }
    const fifth = await resetWith(u.email, wrongCode(code), 'Never-Set-Banyan-3');
    expect(fifth.body).toMatchObject({ message: 'Too many incorrect attempts. Please request a new code.', code: 'otp_attempts_exceeded' });
    const sixth = await resetWith(u.email, code, 'Never-Set-Banyan-3');
    expectStatus(sixth, 400);
    expect(sixth.body).toMatchObject({ message: 'Too many incorrect attempts. Please request a new code.', code: 'otp_attempts_exceeded' });
    expectStatus(await login(t.app, u.email, u.password), 200);
  });

  it('a new request replaces the older code', async () => {
    clock.advance(15 * MINUTE);
    const u = await registerUser(t.app);
    await requestOtp(u.email);
    const first = await latestCode(u.email);
    clock.advance(SECOND);
    await requestOtp(u.email);
    const second = await latestCode(u.email);
    if (first !== second) expectStatus(await resetWith(u.email, first, 'Old-Code-Jasmine-5'), 400);
    expectStatus(await resetWith(u.email, second, 'New-Code-Jasmine-5'), 200);
  });

  it('is bound to the e-mail it was sent to', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await requestOtp(a.email);
    const code = await latestCode(a.email);
    const r = await resetWith(b.email, code, 'Cross-Account-Neem-4');
    expectStatus(r, 400);
    expectStatus(await login(t.app, b.email, b.password), 200);
  });

  it('refuses a common or short new password without spending a try', async () => {
    const u = await registerUser(t.app);
    await requestOtp(u.email);
    const code = await latestCode(u.email);
    const common = await resetWith(u.email, code, 'iloveyou123');
    expectStatus(common, 400);
    expect(common.body.errors).toEqual({ newPassword: 'This password is too common. Please choose a less predictable one.' });
    const short = await resetWith(u.email, code, 'abc');
    expect(short.body.errors).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const badOtp = await resetWith(u.email, '12ab56', 'Fine-Password-Kadam-8');
    expect(badOtp.body.errors).toEqual({ otp: 'OTP must be exactly 6 digits' });
    const [row] = await t.db.db.select().from(passwordOtps).where(eq(passwordOtps.email, u.email));
    expect(row!.attempts).toBe(0);
    expectStatus(await resetWith(u.email, code, 'Fine-Password-Kadam-8'), 200);
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const r = await resetWith('nobody-at-all@example.in', '123456', 'Whatever-Tamarind-6');
    expectStatus(r, 400);
    expect(r.body.message).toBe('Invalid or expired verification code. Please request a new one.');
  });

  it('answers a Hindi reader the same codes, the messages in Hindi', async () => {
    const u = await registerUser(t.app);
    await requestOtp(u.email);
    const code = await latestCode(u.email);
    const reset = (otp: string) =>
      call(t.app, 'POST', '/api/v1/users/change-password-with-otp', { body: { email: u.email, otp, newPassword: 'Hindi-Reader-Kadamb-7' }, headers: HINDI });
    const wrong = await reset(wrongCode(code));
    expectStatus(wrong, 400);
    expect(wrong.body).toMatchObject({ code: 'otp_invalid', message: 'सत्यापन कोड सही नहीं है', errors: { otp: 'सत्यापन कोड सही नहीं है' } });
    for (let i = 0; i < 3; i++) await reset(wrongCode(code));
    const dead = await reset(wrongCode(code));
    expect(dead.body).toMatchObject({ code: 'otp_attempts_exceeded', message: 'कई बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।' });

    await requestOtp(u.email);
    const fresh = await latestCode(u.email);
    clock.advance(301 * SECOND);
    const late = await reset(fresh);
    expect(late.body).toMatchObject({ code: 'otp_expired', message: 'सत्यापन कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड मँगाएँ।' });
    const none = await call(t.app, 'POST', '/api/v1/users/change-password-with-otp', {
      body: { email: 'nobody-in-hindi@example.in', otp: '123456', newPassword: 'Hindi-Reader-Kadamb-7' },
      headers: HINDI,
    });
    expect(none.body).toMatchObject({ code: 'otp_expired' });
  });
});

describe('PUT /users/{id}/change-password', () => {
  it('checks the current password, ends every other session and answers a fresh token', async () => {
    const u = await registerUser(t.app);
    const other = await loginToken(t.app, u.email, u.password, true);
    const wrong = await call(t.app, 'PUT', `/api/v1/users/${u.id}/change-password`, {
      token: u.token,
      body: { currentPassword: 'not-my-password', newPassword: 'Next-Password-Ashoka-1' },
    });
    expectStatus(wrong, 400);
    // The web puts each message under its field by the key of `errors`, never by its words.
    expect(wrong.body).toMatchObject({
      message: 'Current password is incorrect',
      code: 'password_incorrect',
      errors: { currentPassword: 'Current password is incorrect' },
    });
    const same = await call(t.app, 'PUT', `/api/v1/users/${u.id}/change-password`, {
      token: u.token,
      body: { currentPassword: u.password, newPassword: u.password },
    });
    expectStatus(same, 400);
    expect(same.body.errors).toEqual({ newPassword: 'New password must be different from your current password' });
    const common = await call(t.app, 'PUT', `/api/v1/users/${u.id}/change-password`, {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'qwerty123456' },
    });
    expectStatus(common, 400);
    expect(common.body.errors).toEqual({ newPassword: 'This password is too common. Please choose a less predictable one.' });

    const r = await call(t.app, 'PUT', `/api/v1/users/${u.id}/change-password`, {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'Next-Password-Ashoka-1' },
    });
    expectStatus(r, 200);
    const fresh = r.body.token as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((r.body.data as { token: string }).token).toBe(fresh);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: other }), 401);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: u.token }), 401);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: fresh }), 200);
    expectStatus(await login(t.app, u.email, 'Next-Password-Ashoka-1'), 200);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('answers a Hindi reader the same codes and field keys, the messages in Hindi', async () => {
    const u = await registerUser(t.app);
    const change = (currentPassword: string, newPassword: string) =>
      call(t.app, 'PUT', `/api/v1/users/${u.id}/change-password`, { token: u.token, body: { currentPassword, newPassword }, headers: HINDI });
    const wrong = await change('not-my-password', 'Next-Password-Ashoka-1');
    expectStatus(wrong, 400);
    expect(wrong.body).toMatchObject({ code: 'password_incorrect', errors: { currentPassword: 'मौजूदा पासवर्ड सही नहीं है' } });
    const same = await change(u.password, u.password);
    expectStatus(same, 400);
    expect(same.body.errors).toEqual({ newPassword: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए' });
  });
});

describe('PUT /users/{id}', () => {
  it('updates the profile, normalising e-mail and phone', async () => {
    const u = await registerUser(t.app);
    const r = await call(t.app, 'PUT', `/api/v1/users/${u.id}`, {
      token: u.token,
      body: { fullName: ' New Name ', email: ' New.Mail@Example.IN', phoneNumber: '+91 91234 56789' },
    });
    expectStatus(r, 200);
    expect(r.body.user).toMatchObject({ id: u.id, fullName: 'New Name', email: 'new.mail@example.in', phoneNumber: '+919123456789' });
    expect((r.body.data as { user: unknown }).user).toEqual(r.body.user);
    expectStatus(await login(t.app, '9123456789', u.password), 200);
  });

  it('refuses an e-mail or phone of another account with 409, accepts its own', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const email = await call(t.app, 'PUT', `/api/v1/users/${a.id}`, { token: a.token, body: { email: b.email.toUpperCase() } });
    expectStatus(email, 409);
    expect(email.body).toMatchObject({ message: 'An account with this email already exists', code: 'email_taken' });
    const phone = await call(t.app, 'PUT', `/api/v1/users/${a.id}`, { token: a.token, body: { phoneNumber: `0${b.phone}` } });
    expectStatus(phone, 409);
    expect(phone.body).toMatchObject({ message: 'An account with this phone number already exists', code: 'phone_taken' });
    // In Hindi the words change, the codes do not.
    const hindiEmail = await call(t.app, 'PUT', `/api/v1/users/${a.id}`, { token: a.token, body: { email: b.email }, headers: HINDI });
    expect(hindiEmail.body).toMatchObject({ code: 'email_taken', message: 'इस ईमेल से एक खाता पहले से बना हुआ है' });
    const hindiPhone = await call(t.app, 'PUT', `/api/v1/users/${a.id}`, { token: a.token, body: { phoneNumber: b.phone }, headers: HINDI });
    expect(hindiPhone.body).toMatchObject({ code: 'phone_taken', message: 'इस फ़ोन नंबर से एक खाता पहले से बना हुआ है' });
    expectStatus(await call(t.app, 'PUT', `/api/v1/users/${a.id}`, { token: a.token, body: { email: a.email, phoneNumber: a.phone } }), 200);
  });

  it('validates fields', async () => {
    const u = await registerUser(t.app);
    const r = await call(t.app, 'PUT', `/api/v1/users/${u.id}`, { token: u.token, body: { email: 'nope', fullName: 'x', phoneNumber: '+44 20 7946 0958' } });
    expectStatus(r, 400);
    expect(r.body.errors).toEqual({
      email: 'Please enter a valid email address',
      fullName: 'Name must be at least 2 characters',
      phoneNumber: 'Only Indian (+91) phone numbers are supported',
    });
  });
});
