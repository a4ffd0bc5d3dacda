import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertFixture, sankalpBody, type Fixture } from '../bookings/bookings.test-utils';
import { call, expectStatus, fakeClock, freshIp, MINUTE, registerUser } from './auth.test-utils';
import { RATE_LIMITS } from './rate-limit';

// Issue 15: the calls that create things are limited per IP and per signed-in user.
const clock = fakeClock();
let t: TestApp;
let fx: Fixture;
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertFixture(t.db.db, clock.now());
});
afterAll(() => t.close());

const save = (ip: string, token?: string) =>
  call(t.app, 'POST', '/api/v1/sankalp/', { ip, token, body: sankalpBody(fx) });

describe('create limits', () => {
  it(`one IP creates ${RATE_LIMITS.createIp.limit} things in 10 minutes, then 429 with Retry-After`, async () => {
    clock.advance(30 * MINUTE);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.createIp.limit; i++) expectStatus(await save(ip), 201);
    const r = await save(ip);
    expectStatus(r, 429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expectStatus(await save(freshIp()), 201); // another client is not affected
  });

  it(`one signed-in user creates ${RATE_LIMITS.createUser.limit} things in 10 minutes, from any number of IPs`, async () => {
    clock.advance(30 * MINUTE);
    const user = await registerUser(t.app);
    for (let i = 0; i < RATE_LIMITS.createUser.limit; i++) expectStatus(await save(freshIp(), user.token), 201);
    expectStatus(await save(freshIp(), user.token), 429);
    expectStatus(await save(freshIp()), 201); // a guest elsewhere is not affected
  });

  it('does not count this machine’s own requests (a developer’s journeys)', async () => {
    clock.advance(30 * MINUTE);
    for (let i = 0; i < RATE_LIMITS.createIp.limit + 5; i++) expectStatus(await save('127.0.0.1'), 201);
  });

  it(`verify calls: ${RATE_LIMITS.verifyIp.limit} per IP in 10 minutes`, async () => {
    clock.advance(30 * MINUTE);
    const ip = freshIp();
    const garbage = { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' };
    for (let i = 0; i < RATE_LIMITS.verifyIp.limit; i++) {
      const r = await call(t.app, 'POST', '/api/v1/poojabooking/verifypayment', { ip, body: garbage });
      expect(r.status).not.toBe(429);
    }
    expectStatus(await call(t.app, 'POST', '/api/v1/poojabooking/verifypayment', { ip, body: garbage }), 429);
  });
});
