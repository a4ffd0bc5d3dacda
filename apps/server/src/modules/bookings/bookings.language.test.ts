import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, registerUser } from '../auth/auth.test-utils';
import { sandboxPay, type CheckoutSuccess } from '../payments/payments.test-utils';
import {
  bookingBody,
  bookingRow,
  insertFixture,
  mailsFor,
  saveSankalp,
  verify,
  type Created,
  type Fixture,
} from './bookings.test-utils';

// Issue 13: a booking remembers the language it was made in, and its e-mail is written in the
// devotee's language (their saved settings first, else the booking's).

const clock = fakeClock();
let t: TestApp;
let fx: Fixture;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertFixture(t.db.db, clock.now());
});
afterAll(async () => {
  await t?.close();
});

/** Books and pays with the given Accept-Language; answers the booking row and its one e-mail. */
async function bookIn(acceptLanguage: string | undefined, token?: string) {
  const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : undefined;
  const sankalpId = await saveSankalp(t.app, fx, { token });
  const r = await call(t.app, 'POST', '/api/v1/poojabooking/', { token, headers, body: bookingBody(fx, sankalpId) });
  expectStatus(r, 201);
  const created = r.body.data as Created;
  const pay = await sandboxPay(t.app, created.order.id, { deliver: 'none' });
  expectStatus(pay, 200);
  expectStatus(await verify(t.app, created.booking._id, pay.body as unknown as CheckoutSuccess, token), 200);
  const mails = await mailsFor(t.db.db, created.booking._id);
  expect(mails).toHaveLength(1);
  return { row: await bookingRow(t.db.db, created.booking._id), mail: mails[0]! };
}

describe('the language of a puja booking', () => {
  it('a booking made in Hindi stores hi and its confirmation e-mail is in Hindi', async () => {
    const { row, mail } = await bookIn('hi-IN,hi;q=0.9,en;q=0.8');
    expect(row.language).toBe('hi');
    expect(mail.subject).toMatch(/^बुकिंग की पुष्टि: \d+ [\u0900-\u097F]+ \d{4} को Rudrabhishek Puja$/);
    expect(mail.text).toContain('नमस्ते Ramesh Kumar जी,');
    expect(mail.text).toContain('Rudrabhishek Puja के लिए आपकी बुकिंग की पुष्टि हो गई है।');
    expect(mail.text).toContain('बुकिंग संदर्भ: ');
    expect(mail.text).toContain('भुगतान की गई राशि: ₹2,001');
    expect(mail.text).toContain('2 घंटे के भीतर');
    expect(mail.html).toContain('<strong>Rudrabhishek Puja</strong> के लिए आपकी बुकिंग');
    expect(mail.html).toContain('अपनी बुकिंग देखें');
    expect(mail.text).not.toContain('Namaste');
  });

  it('a devotee whose settings say Hindi gets Hindi even from an English request', async () => {
    const user = await registerUser(t.app);
    const put = await call(t.app, 'PUT', `/api/v1/users/${user.id}/settings`, {
      token: user.token,
      body: { language: 'Hindi' },
    });
    expectStatus(put, 200);
    const { row, mail } = await bookIn('en-IN,en;q=0.9', user.token);
    expect(row.language).toBe('en');
    expect(mail.subject).toMatch(/^बुकिंग की पुष्टि: /);
    expect(mail.text).toContain('आगे क्या होगा:');
  });

  it('English stays English, word for word', async () => {
    const { row, mail } = await bookIn(undefined);
    expect(row.language).toBe('en');
    expect(mail.subject).toMatch(/^Booking confirmed: Rudrabhishek Puja on \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(mail.text).toContain('Namaste Ramesh Kumar,');
    expect(mail.text).toContain('Your booking for Rudrabhishek Puja is confirmed. Thank you for your devotion.');
    expect(mail.text).toContain('What happens next:');
    expect(mail.html).toContain(
      '<p>Your booking for <strong>Rudrabhishek Puja</strong> is confirmed. Thank you for your devotion.</p>',
    );
  });
});
