import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countQueries } from '../catalog/catalog.test-utils';
import { registerUser, type TestUser } from './auth.test-utils';

// Issue 16: a signed-in devotee's browser sends its token with every call; a cached catalog read
// must not pay a session lookup for it (auth.hook: routes with config.session false).
let t: TestApp;
let me: TestUser;
let pujaId: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  pujaId = (await t.app.inject({ method: 'GET', url: '/api/v1/pujas/all' })).json().data[0]._id;
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('session lookup', () => {
  it('is skipped on a public catalog read: a cached answer runs no query, token or not', async () => {
    for (const url of [`/api/v1/pujas/${pujaId}`, '/api/v1/temples']) {
      expect((await get(url)).statusCode, url).toBe(200); // warms the cache
      const counter = countQueries(t.db.db);
      try {
        expect((await get(url, me.token)).statusCode, url).toBe(200);
        expect((await get(url, 'not-a-real-token')).statusCode, url).toBe(200);
        expect(counter.count, `${url} looked the session up`).toBe(0);
      } finally {
        counter.restore();
      }
    }
  });

  it('still happens where the session is read: the user, an expired token', async () => {
    const counter = countQueries(t.db.db);
    try {
      expect((await get('/api/v1/auth/me', me.token)).statusCode).toBe(200);
      expect(counter.count).toBeGreaterThan(0);
    } finally {
      counter.restore();
    }
    const bad = await get('/api/v1/auth/me', 'not-a-real-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toMatch(/session has expired/);
  });
});
