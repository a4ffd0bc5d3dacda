import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  call,
  expectStatus,
  fakeClock,
  freshIp,
  MINUTE,
  registerUser,
  type TestUser,
} from '../../auth/auth.test-utils';
import { RATE_LIMITS } from '../../auth/rate-limit';
import { SAVED_KUNDLIS_MAX, SAVED_LIMIT_MESSAGE } from './saved.service';
import { BIRTH_DETAILS } from '../kundli.test-fixtures';

const KUNDLI = BIRTH_DETAILS;

const clock = fakeClock();
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  user = await registerUser(t.app);
});
afterAll(() => t.close());

const save = (body: unknown, token = user.token) => call(t.app, 'POST', '/api/v1/kundli/saved', { token, body });
const list = (token = user.token) => call(t.app, 'GET', '/api/v1/kundli/saved', { token });

describe('saved kundlis', () => {
  it('saves the birth details (201), answers the same row for the same details (200), lists newest first', async () => {
    const first = await save(KUNDLI);
    expectStatus(first, 201);
    expect(first.body.data).toMatchObject({
      name: 'Ananya Mishra',
      dateOfBirth: '1990-05-14',
      timeOfBirth: '06:30',
      timeUnknown: false,
      latitude: 25.3176,
      longitude: 82.9739,
      timezone: 'Asia/Kolkata',
      utcOffsetMinutes: null,
    });
    const again = await save(KUNDLI);
    expectStatus(again, 200);
    expect((again.body.data as { id: string }).id).toBe((first.body.data as { id: string }).id);
    clock.advance(MINUTE); // newest first needs two distinct moments: the clock is fake
    const second = await save({
      ...KUNDLI,
      name: 'Rohan',
      timezone: undefined,
      utcOffsetMinutes: 330,
      timeUnknown: true,
      timeOfBirth: '12:00',
    });
    expectStatus(second, 201);
    const l = await list();
    expectStatus(l, 200);
    const kundlis = (l.body.data as { kundlis: { name: string; timeUnknown: boolean }[] }).kundlis;
    expect(kundlis.map((k) => k.name)).toEqual(['Rohan', 'Ananya Mishra']);
    expect(kundlis[0]!.timeUnknown).toBe(true);
  });

  it('is 401 signed out, and shows nobody else’s', async () => {
    expectStatus(await call(t.app, 'GET', '/api/v1/kundli/saved'), 401);
    expectStatus(await call(t.app, 'POST', '/api/v1/kundli/saved', { body: KUNDLI }), 401);
    const other = await registerUser(t.app);
    const l = await list(other.token);
    expect((l.body.data as { kundlis: unknown[] }).kundlis).toEqual([]);
  });

  it('deletes only the owner’s: another user’s id or an unknown one is 404 and deletes nothing; a malformed id 400', async () => {
    const mine = ((await save({ ...KUNDLI, name: 'To Delete' })).body.data as { id: string }).id;
    const other = await registerUser(t.app);
    const theirs = await call(t.app, 'DELETE', `/api/v1/kundli/saved/${mine}`, { token: other.token });
    expectStatus(theirs, 404);
    expect(theirs.body.message).toBe('Saved kundli not found');
    expect((await list()).body.data).toMatchObject({
      kundlis: expect.arrayContaining([expect.objectContaining({ id: mine })]),
    });
    expectStatus(await call(t.app, 'DELETE', `/api/v1/kundli/saved/${mine}`, { token: user.token }), 200);
    expectStatus(await call(t.app, 'DELETE', `/api/v1/kundli/saved/${mine}`, { token: user.token }), 404);
    expectStatus(await call(t.app, 'DELETE', '/api/v1/kundli/saved/not-a-uuid', { token: user.token }), 400);
  });

  it.each([
    ['a missing name', { name: '' }, 'name'],
    ['31 February', { dateOfBirth: '1990-02-31' }, 'dateOfBirth'],
    ['a time out of range', { timeOfBirth: '24:00' }, 'timeOfBirth'],
    ['latitude beyond 90', { latitude: 91 }, 'latitude'],
    ['an exponent longitude', { longitude: '1e2' }, 'longitude'],
    ['both zone fields', { utcOffsetMinutes: 330 }, 'utcOffsetMinutes'],
    ['timeUnknown not a boolean', { timeUnknown: 'yes' }, 'timeUnknown'],
    ['a control character in the place', { place: 'Kashi\u0000' }, 'place'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_n, over, field) => {
    const before = (await list()).body.data as { kundlis: unknown[] };
    const r = await save({ ...KUNDLI, ...over });
    expectStatus(r, 400);
    expect(Object.keys(r.body.errors ?? {})).toContain(field);
    expect(((await list()).body.data as { kundlis: unknown[] }).kundlis.length).toBe(before.kundlis.length);
  });

  it(`keeps at most ${SAVED_KUNDLIS_MAX} per devotee, even when saves race (409 kundli_saved_limit)`, async () => {
    const devotee = await registerUser(t.app);
    for (let i = 0; i < SAVED_KUNDLIS_MAX - 1; i++) {
      clock.advance(MINUTE); // a family saved over an hour, within the per-user create limit
      expectStatus(await save({ ...KUNDLI, name: `Family ${i}` }, devotee.token), 201);
    }
    clock.advance(20 * MINUTE);
    const rush = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save({ ...KUNDLI, name: `Rush ${i}` }, devotee.token)),
    );
    expect(rush.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of rush.filter((x) => x.status !== 201)) {
      expectStatus(r, 409);
      expect(r.body).toMatchObject({ code: 'kundli_saved_limit', message: SAVED_LIMIT_MESSAGE });
    }
    expect(((await list(devotee.token)).body.data as { kundlis: unknown[] }).kundlis).toHaveLength(SAVED_KUNDLIS_MAX);
    // Saving one already saved is not a new one: still fine at the limit.
    expectStatus(await save({ ...KUNDLI, name: 'Family 0' }, devotee.token), 200);
  });
});

describe('saving is a create call', () => {
  it('is limited per signed-in user like every other create', async () => {
    clock.advance(30 * MINUTE);
    const devotee = await registerUser(t.app);
    for (let i = 0; i < RATE_LIMITS.createUser.limit; i++) {
      const r = await call(t.app, 'POST', '/api/v1/kundli/saved', {
        token: devotee.token,
        ip: freshIp(),
        body: { ...KUNDLI, name: `Limit ${i}` },
      });
      expect(r.status).not.toBe(429);
    }
    expectStatus(
      await call(t.app, 'POST', '/api/v1/kundli/saved', {
        token: devotee.token,
        ip: freshIp(),
        body: { ...KUNDLI, name: 'One more' },
      }),
      429,
    );
  });
});
