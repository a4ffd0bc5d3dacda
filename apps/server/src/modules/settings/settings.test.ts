import { DEFAULT_SETTINGS } from '@sankalp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';

let t: TestApp;
let u: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  u = await registerUser(t.app);
});
afterAll(() => t.close());

const url = () => `/api/v1/users/${u.id}/settings`;

describe('GET|PUT /users/{id}/settings', () => {
  it('answers the defaults when never saved', async () => {
    const r = await call(t.app, 'GET', url(), { token: u.token });
    expectStatus(r, 200);
    expect(r.body.settings).toEqual(DEFAULT_SETTINGS);
    expect(r.body.data).toEqual({ settings: DEFAULT_SETTINGS, saved: false });
  });

  it('round-trips saved settings; missing fields take their defaults', async () => {
    const saved = {
      darkMode: true,
      language: 'Hindi',
      timezone: 'UTC',
      notifications: { email: false, push: false, sms: true, ceremonies: false, donations: true, reminders: false, whatsapp: false },
      privacy: { profileVisible: false, shareActivity: true, allowAnalytics: false },
    };
    const put = await call(t.app, 'PUT', url(), { token: u.token, body: saved });
    expectStatus(put, 200);
    expect(put.body.settings).toEqual(saved);
    const got = await call(t.app, 'GET', url(), { token: u.token });
    expect(got.body.settings).toEqual(saved);
    // Once saved, the answer says so: a device the devotee signs in on follows them.
    expect(got.body.data).toEqual({ settings: saved, saved: true });

    const partial = await call(t.app, 'PUT', url(), { token: u.token, body: { darkMode: true, notifications: { sms: true } } });
    expectStatus(partial, 200);
    expect(partial.body.settings).toEqual({ ...DEFAULT_SETTINGS, darkMode: true, notifications: { ...DEFAULT_SETTINGS.notifications, sms: true } });
    expect((await call(t.app, 'GET', url(), { token: u.token })).body.settings).toEqual(partial.body.settings);
  });

  it('refuses values outside the choices with 400', async () => {
    for (const body of [{ language: 'French' }, { timezone: 'PST' }, { darkMode: 'yes' }, { notifications: { email: 1 } }, []]) {
      const r = await call(t.app, 'PUT', url(), { token: u.token, body });
      expectStatus(r, 400);
    }
  });
});
