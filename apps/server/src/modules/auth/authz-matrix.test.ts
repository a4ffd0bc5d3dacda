/**
 * The authorization matrix (ARCHITECTURE principle 4): every user-scoped route × {no token, a bad
 * token, another user's token, the owner's token}. The route list comes from the app itself, so a
 * new route with :id / :userId or under /userstuff that is not in MATRIX (nor explicitly public)
 * fails this test until someone decides who may call it.
 *
 * The staff routes (/api/v1/admin/…) have their own matrix, every route × every role in and out
 * of scope: modules/admin/admin-matrix.test.ts, which fails for an admin route missing from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, isAdminRoute, isBookingRoute } from '../../test/app-routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, STRONG_PASSWORD, type Reply, type TestUser } from './auth.test-utils';
import { BIRTH_DETAILS } from '../kundli/kundli.test-fixtures';

/** Routes with an :id that are public on purpose (the catalog). Add here only what a guest may read. */
const PUBLIC_ID_ROUTES = new Set([
  'GET /api/v1/temples/{id}',
  'GET /api/v1/livestream/{id}',
  'GET /api/v1/pujas/{id}',
  'GET /api/v1/donationcampaigns/{id}',
  'GET /api/v1/chadhava-events/{id}',
  'GET /api/v1/products/{id}',
  'GET /api/v1/pandits/{id}',
  'GET /api/v1/pandits/{id}/availability',
  'GET /api/v1/prasad/offerings/{id}',
  // Prices a guest's cart lines; reads no one's data.
  'POST /api/v1/cart/quote',
  // Puja videos: opened by an expiring signed address (?exp=&sig=), not a session (a <video> tag
  // sends none); 403 without a good signature: modules/fulfilment/videos.test.ts.
  'GET /api/v1/videos/{id}',
  'GET /api/v1/videos/{id}/poster',
]);

const ADDRESS = { addressLine1: '21 Assi Ghat Lane', city: 'Varanasi', pincode: 221005, state: 'Uttar Pradesh' };

type Owner = TestUser & { addressId: string };
type Entry = {
  /** Builds the owner's URL (and may create what it needs, e.g. an address to delete). */
  url: (o: Owner) => Promise<string> | string;
  body?: (o: Owner) => unknown;
  ownStatus: number;
  /**
   * What another signed-in user gets on the owner's URL; 200 for a route of the session's own
   * user with no id in it (the cart): another user reaches only their own (cart.test.ts).
   */
  otherStatus: 403 | 404 | 200 | 201;
  /** Called after the owner's own call (e.g. to keep the fresh token of a password change). */
  after?: (o: Owner, r: Reply) => void | Promise<void>;
};

const KUNDLI = { ...BIRTH_DETAILS, name: 'Matrix Devotee' };
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-endpoint',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

async function newSavedKundli(app: TestApp['app'], o: Owner) {
  const r = await call(app, 'POST', '/api/v1/kundli/saved', {
    token: o.token,
    body: { ...KUNDLI, name: `Matrix ${Math.random()}`.slice(0, 20) },
  });
  expectStatus(r, 201);
  return (r.body.data as { id: string }).id;
}

async function newAddress(app: TestApp['app'], o: Owner) {
  const r = await call(app, 'POST', `/api/v1/users/${o.id}/addresses`, { token: o.token, body: ADDRESS });
  expectStatus(r, 201);
  return (r.body.address as { _id: string })._id;
}

let t: TestApp;
let owner: Owner;
let other: Owner;

const MATRIX: Record<string, Entry> = {
  'PUT /api/v1/users/{id}': {
    url: (o) => `/api/v1/users/${o.id}`,
    body: () => ({ fullName: 'Matrix Devotee' }),
    ownStatus: 200,
    otherStatus: 403,
  },
  'PUT /api/v1/users/{id}/change-password': {
    url: (o) => `/api/v1/users/${o.id}/change-password`,
    body: (o) => ({ currentPassword: o.password, newPassword: `${o.password}-2` }),
    ownStatus: 200,
    otherStatus: 403,
    after: (o, r) => {
      o.password = `${o.password}-2`;
      o.token = r.body.token as string;
    },
  },
  'GET /api/v1/users/{id}/settings': { url: (o) => `/api/v1/users/${o.id}/settings`, ownStatus: 200, otherStatus: 403 },
  'PUT /api/v1/users/{id}/settings': {
    url: (o) => `/api/v1/users/${o.id}/settings`,
    body: () => ({ darkMode: true }),
    ownStatus: 200,
    otherStatus: 403,
  },
  'GET /api/v1/users/{userId}/addresses': {
    url: (o) => `/api/v1/users/${o.id}/addresses`,
    ownStatus: 200,
    otherStatus: 403,
  },
  'POST /api/v1/users/{userId}/addresses': {
    url: (o) => `/api/v1/users/${o.id}/addresses`,
    body: () => ADDRESS,
    ownStatus: 201,
    otherStatus: 403,
  },
  'GET /api/v1/users/{userId}/addresses/{addressId}': {
    url: (o) => `/api/v1/users/${o.id}/addresses/${o.addressId}`,
    ownStatus: 200,
    otherStatus: 403,
  },
  'PUT /api/v1/users/{userId}/addresses/{addressId}': {
    url: (o) => `/api/v1/users/${o.id}/addresses/${o.addressId}`,
    body: () => ({ ...ADDRESS, city: 'Kashi' }),
    ownStatus: 200,
    otherStatus: 403,
  },
  'DELETE /api/v1/users/{userId}/addresses/{addressId}': {
    url: async (o) => `/api/v1/users/${o.id}/addresses/${await newAddress(t.app, o)}`,
    ownStatus: 200,
    otherStatus: 403,
  },
  'GET /api/v1/userstuff/{id}': { url: (o) => `/api/v1/userstuff/${o.userStuffId}`, ownStatus: 200, otherStatus: 403 },
  'PUT /api/v1/userstuff/{id}': {
    url: (o) => `/api/v1/userstuff/${o.userStuffId}`,
    body: () => ({}),
    ownStatus: 200,
    otherStatus: 403,
  },
  // No id in the path: the owner's userId in the body is what another user may not use.
  'POST /api/v1/userstuff': {
    url: () => '/api/v1/userstuff',
    body: (o) => ({ userId: o.id }),
    ownStatus: 200,
    otherStatus: 403,
  },
  // The session's own cart: no id in the path.
  'GET /api/v1/cart': { url: () => '/api/v1/cart', ownStatus: 200, otherStatus: 200 },
  'PUT /api/v1/cart': { url: () => '/api/v1/cart', body: () => ({ lines: [] }), ownStatus: 200, otherStatus: 200 },
  'POST /api/v1/cart/merge': {
    url: () => '/api/v1/cart/merge',
    body: () => ({ lines: [] }),
    ownStatus: 200,
    otherStatus: 200,
  },
  // The session's own saved kundlis: the list and a save reach only the caller's own.
  'GET /api/v1/kundli/saved': { url: () => '/api/v1/kundli/saved', ownStatus: 200, otherStatus: 200 },
  'POST /api/v1/kundli/saved': {
    url: () => '/api/v1/kundli/saved',
    body: () => KUNDLI,
    ownStatus: 201,
    otherStatus: 201,
  },
  'DELETE /api/v1/kundli/saved/{id}': {
    url: async (o) => `/api/v1/kundli/saved/${await newSavedKundli(t.app, o)}`,
    ownStatus: 200,
    otherStatus: 404,
  },
  // The session's own notifications and push subscriptions (issue 10): no id in the path; another
  // user's notification ids are ignored (notifications.test.ts).
  'GET /api/v1/notifications': { url: () => '/api/v1/notifications', ownStatus: 200, otherStatus: 200 },
  'GET /api/v1/notifications/unread-count': {
    url: () => '/api/v1/notifications/unread-count',
    ownStatus: 200,
    otherStatus: 200,
  },
  'POST /api/v1/notifications/read': {
    url: () => '/api/v1/notifications/read',
    body: () => ({ all: true }),
    ownStatus: 200,
    otherStatus: 200,
  },
  'POST /api/v1/push/subscriptions': {
    url: () => '/api/v1/push/subscriptions',
    body: () => PUSH_SUBSCRIPTION,
    ownStatus: 200,
    otherStatus: 200,
  },
  'DELETE /api/v1/push/subscriptions': {
    url: () => '/api/v1/push/subscriptions',
    body: () => ({ endpoint: PUSH_SUBSCRIPTION.endpoint }),
    ownStatus: 200,
    otherStatus: 200,
  },
  // The devotee's data (modules/privacy): the file of everything held, and deleting the account.
  'GET /api/v1/users/{id}/data-export': {
    url: (o) => `/api/v1/users/${o.id}/data-export`,
    ownStatus: 200,
    otherStatus: 403,
  },
  'POST /api/v1/users/{id}/delete': {
    url: (o) => `/api/v1/users/${o.id}/delete`,
    body: (o) => ({ password: o.password }),
    ownStatus: 200,
    otherStatus: 403,
    // The owner's account is gone: the rows after this one go on with a fresh owner.
    after: async (o) => {
      const fresh = await registerUser(t.app, { password: STRONG_PASSWORD });
      Object.assign(o, fresh, { addressId: await newAddress(t.app, fresh as Owner) });
    },
  },
};

const isUserScoped = (route: string) => {
  const path = route.split(' ')[1] ?? '';
  return (
    path.startsWith('/api/v1/') &&
    (/\{(id|userId)\}/.test(path) ||
      path.includes('/userstuff') ||
      path.startsWith('/api/v1/cart') ||
      path.startsWith('/api/v1/kundli/saved') ||
      path.startsWith('/api/v1/notifications') ||
      path.startsWith('/api/v1/push/subscriptions'))
  );
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  for (const who of ['owner', 'other'] as const) {
    const u = (await registerUser(t.app, { password: STRONG_PASSWORD })) as Owner;
    u.addressId = await newAddress(t.app, u);
    if (who === 'owner') owner = u;
    else other = u;
  }
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers every user-scoped route of the app (and only existing ones)', () => {
    const routes = appRoutes(t.app);
    expect(routes).toContain('GET /api/v1/userstuff/{id}'); // the enumeration works
    // Staff routes: modules/admin/admin-matrix.test.ts.
    const scoped = routes
      .filter(isUserScoped)
      .filter((r) => !PUBLIC_ID_ROUTES.has(r) && !isBookingRoute(r) && !isAdminRoute(r));
    const missing = scoped.filter((r) => !(r in MATRIX));
    expect(missing, 'user-scoped routes missing from MATRIX (or add them to PUBLIC_ID_ROUTES, deliberately)').toEqual(
      [],
    );
    const stale = Object.keys(MATRIX).filter((r) => !routes.includes(r));
    expect(stale, 'MATRIX entries with no route').toEqual([]);
  });

  for (const [route, e] of Object.entries(MATRIX)) {
    const method = route.split(' ')[0] as 'GET' | 'PUT' | 'POST' | 'DELETE';
    it(`${route}: 401 without a token or with a bad one, ${e.otherStatus} for another user, ${e.ownStatus} for the owner`, async () => {
      const url = await e.url(owner);
      const body = e.body?.(owner);
      expectStatus(await call(t.app, method, url, { body }), 401);
      expectStatus(await call(t.app, method, url, { body, token: 'A'.repeat(43) }), 401);
      expectStatus(await call(t.app, method, url, { body, token: other.token }), e.otherStatus);
      const own = await call(t.app, method, url, { body, token: owner.token });
      expectStatus(own, e.ownStatus);
      expect(own.body.success).toBe(true);
      await e.after?.(owner, own);
    });
  }

  it("someone else's address under your own userId is 404 (its existence does not leak)", async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const r = await call(t.app, method, `/api/v1/users/${owner.id}/addresses/${other.addressId}`, {
        token: owner.token,
        body: method === 'PUT' ? ADDRESS : undefined,
      });
      expectStatus(r, 404);
    }
  });

  it('a revoked token is 401 everywhere', async () => {
    const token = owner.token;
    const calls = [];
    for (const [route, e] of Object.entries(MATRIX))
      calls.push({ method: route.split(' ')[0] as 'GET', url: await e.url(owner), body: e.body?.(owner) });
    expectStatus(await call(t.app, 'POST', '/api/v1/auth/logout', { token, body: {} }), 200);
    for (const c of calls) expectStatus(await call(t.app, c.method, c.url, { token, body: c.body }), 401);
  });
});
