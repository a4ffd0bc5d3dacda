/**
 * The staff authorization matrix (issue 14; ARCHITECTURE principle 4): every /api/v1/admin route
 * × every kind of caller — a guest, a devotee, an admin, an operator, temple staff of the object's
 * temple and of another, a pandit of the object's profile and of another, and staff without
 * two-factor — with the status each must get. The route list comes from the app itself: a new admin
 * route missing from MATRIX fails this test until someone decides who may call it.
 * (The devotee routes' matrix is modules/auth/authz-matrix.test.ts.)
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chadhavaEvents, pandits, pujas, temples } from '../../db/schema/index';
import { appRoutes, isAdminRoute } from '../../test/app-routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type Reply, type TestUser } from '../auth/auth.test-utils';
import { grant, makeStaff } from './admin.test-utils';
import { refundMatrix } from './refunds.test-utils';
import { bookingsMatrix } from './bookings/admin-bookings.test-utils';
import { grantRole } from '../auth/auth.service';
import { mediaMatrix, testDataDir } from '../media/media.test-utils';
import { supportMatrix } from '../support/support.test-utils';
import { catalogMatrix } from './catalog/catalog-admin.matrix';
import { fulfilmentMatrix } from '../fulfilment/fulfilment.test-utils';

const CALLERS = [
  'guest',
  'devotee',
  'admin',
  'operator',
  'templeStaffInScope',
  'templeStaffOutOfScope',
  'panditInScope',
  'panditOutOfScope',
  'staffWithout2fa',
] as const;
type Caller = (typeof CALLERS)[number];

/** The objects the URLs name: temple A and pandit A are in scope, B the others' scope. */
type World = { templeA: string; templeB: string; panditA: string; panditB: string };

type Entry = {
  url: (w: World) => Promise<string> | string;
  body?: (w: World) => unknown;
  /** Request headers besides the session (a multipart upload's content type). */
  headers?: (w: World) => Record<string, string>;
  /** Expected status per caller (a 403 of staffWithout2fa must carry 2fa_required; every other 403 forbidden). */
  expect: Record<Caller, number>;
};

/** Everyone's answer to a route only admins may call (`ok` for the admin). */
const adminOnly = (ok: number): Record<Caller, number> => ({
  guest: 401,
  devotee: 403,
  admin: ok,
  operator: 403,
  templeStaffInScope: 403,
  templeStaffOutOfScope: 403,
  panditInScope: 403,
  panditOutOfScope: 403,
  staffWithout2fa: 403,
});

let t: TestApp;
let world: World;
const tokens = {} as Record<Exclude<Caller, 'guest'>, TestUser>;

/** A devotee to grant or revoke roles on (a fresh one per call: every write really happens). */
async function target(role?: 'operator') {
  const u = await registerUser(t.app);
  if (role) await t.db.db.transaction((tx) => grantRole(tx, u.id, grant(role), new Date()));
  return u.id;
}

/** A puja or event of temple A (approvals: its staff are in scope; the admin's 409 is temple A having staff). */
async function listingOfTempleA(kind: 'puja' | 'event', w: World) {
  const table = kind === 'puja' ? pujas : chadhavaEvents;
  const [row] = await t.db.db.select({ id: table.id }).from(table).where(eq(table.templeId, w.templeA)).limit(1);
  return row!.id;
}

/** Approving a listing of temple A: its staff 201; an admin 409 temple_has_staff (A has staff); another temple's staff 404. */
const approvalOfTempleA: Record<Caller, number> = {
  guest: 401,
  devotee: 403,
  admin: 409,
  operator: 403,
  templeStaffInScope: 201,
  templeStaffOutOfScope: 404,
  panditInScope: 403,
  panditOutOfScope: 403,
  staffWithout2fa: 403,
};

const MATRIX: Record<string, Entry> = {
  ...refundMatrix(() => t),
  ...bookingsMatrix(() => t),
  ...mediaMatrix(),
  ...supportMatrix(() => t),
  ...catalogMatrix(() => t),
  ...fulfilmentMatrix(() => t),
  'POST /api/v1/admin/pujas/{id}/approval': {
    url: async (w) => `/api/v1/admin/pujas/${await listingOfTempleA('puja', w)}/approval`,
    body: () => ({ note: 'Approved by the temple', reason: 'On the temple’s behalf' }),
    expect: approvalOfTempleA,
  },
  'POST /api/v1/admin/events/{id}/approval': {
    url: async (w) => `/api/v1/admin/events/${await listingOfTempleA('event', w)}/approval`,
    body: () => ({ note: 'Approved by the temple', reason: 'On the temple’s behalf' }),
    expect: approvalOfTempleA,
  },
  'GET /api/v1/admin/approvals': {
    url: () => '/api/v1/admin/approvals',
    expect: {
      guest: 401,
      devotee: 403,
      admin: 200,
      operator: 200,
      templeStaffInScope: 200,
      templeStaffOutOfScope: 200,
      panditInScope: 403,
      panditOutOfScope: 403,
      staffWithout2fa: 403,
    },
  },
  'GET /api/v1/admin/me': {
    url: () => '/api/v1/admin/me',
    expect: {
      guest: 401,
      devotee: 403,
      admin: 200,
      operator: 200,
      templeStaffInScope: 200,
      templeStaffOutOfScope: 200,
      panditInScope: 200,
      panditOutOfScope: 200,
      staffWithout2fa: 403,
    },
  },
  'GET /api/v1/admin/audit': { url: () => '/api/v1/admin/audit', expect: adminOnly(200) },
  'GET /api/v1/admin/users': { url: () => '/api/v1/admin/users?q=devotee&role=operator', expect: adminOnly(200) },
  'GET /api/v1/admin/users/{id}/roles': {
    url: async () => `/api/v1/admin/users/${await target()}/roles`,
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/users/{id}/roles': {
    url: async () => `/api/v1/admin/users/${await target()}/roles`,
    body: () => ({ role: 'operator' }),
    expect: adminOnly(201),
  },
  'DELETE /api/v1/admin/users/{id}/roles': {
    url: async () => `/api/v1/admin/users/${await target('operator')}/roles?role=operator`,
    expect: adminOnly(200),
  },
  'GET /api/v1/admin/temples/{id}': {
    url: (w) => `/api/v1/admin/temples/${w.templeA}`,
    expect: {
      guest: 401,
      devotee: 403,
      admin: 200,
      operator: 200,
      templeStaffInScope: 200,
      templeStaffOutOfScope: 404,
      panditInScope: 403,
      panditOutOfScope: 403,
      staffWithout2fa: 403,
    },
  },
  'GET /api/v1/admin/pandits/{id}': {
    url: (w) => `/api/v1/admin/pandits/${w.panditA}`,
    expect: {
      guest: 401,
      devotee: 403,
      admin: 200,
      operator: 200,
      templeStaffInScope: 403,
      templeStaffOutOfScope: 403,
      panditInScope: 200,
      panditOutOfScope: 404,
      staffWithout2fa: 403,
    },
  },
};

beforeAll(async () => {
  // Uploads are stored: in a temporary folder, not the working tree's ./data.
  t = await createTestApp({ env: { DATA_DIR: testDataDir() } });
  const [tA, tB] = await t.db.db.select().from(temples).orderBy(asc(temples.createdAt)).limit(2);
  const [pA, pB] = await t.db.db.select().from(pandits).orderBy(asc(pandits.sort)).limit(2);
  world = { templeA: tA!.id, templeB: tB!.id, panditA: pA!.id, panditB: pB!.id };
  tokens.devotee = await registerUser(t.app);
  tokens.admin = await makeStaff(t, [grant('admin')]);
  tokens.operator = await makeStaff(t, [grant('operator')]);
  tokens.templeStaffInScope = await makeStaff(t, [grant('temple_staff', { templeId: world.templeA })]);
  tokens.templeStaffOutOfScope = await makeStaff(t, [grant('temple_staff', { templeId: world.templeB })]);
  tokens.panditInScope = await makeStaff(t, [grant('pandit', { panditId: world.panditA })]);
  tokens.panditOutOfScope = await makeStaff(t, [grant('pandit', { panditId: world.panditB })]);
  // The strongest role, without two-factor: refused everywhere all the same.
  tokens.staffWithout2fa = await makeStaff(t, [grant('admin')], { twoFactor: false });
});
afterAll(() => t.close());

describe('staff authorization matrix', () => {
  it('covers every /api/v1/admin route of the app (and only existing ones)', () => {
    const routes = appRoutes(t.app);
    const admin = routes.filter(isAdminRoute);
    expect(admin).toContain('GET /api/v1/admin/me'); // the enumeration works
    const missing = admin.filter((r) => !(r in MATRIX));
    expect(missing, 'admin routes missing from MATRIX: decide who may call them').toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !routes.includes(r)),
      'MATRIX entries with no route',
    ).toEqual([]);
  });

  for (const [route, e] of Object.entries(MATRIX)) {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    it(`${route}: ${CALLERS.map((c) => `${c} ${e.expect[c]}`).join(', ')}`, async () => {
      for (const caller of CALLERS) {
        const url = await e.url(world);
        const token = caller === 'guest' ? undefined : tokens[caller].token;
        const r: Reply = await call(t.app, method, url, { token, body: e.body?.(world), headers: e.headers?.(world) });
        expect(r.status, `${caller}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(e.expect[caller]);
        if (r.status === 403)
          expect(r.body.code, caller).toBe(caller === 'staffWithout2fa' ? '2fa_required' : 'forbidden');
        if (r.status === 404) expect(r.body.code, caller).toBe('not_found');
        // JSON answers carry the envelope; a file (the bookings CSV) is its own body.
        if (r.status < 300 && String(r.headers['content-type']).startsWith('application/json'))
          expect(r.body.success, caller).toBe(true);
      }
    });
  }

  it('answers an unknown temple or pandit 404 to the roles that reach everything', async () => {
    const nobody = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    for (const caller of ['admin', 'operator'] as const) {
      expectStatus(await call(t.app, 'GET', `/api/v1/admin/temples/${nobody}`, { token: tokens[caller].token }), 404);
      expectStatus(await call(t.app, 'GET', `/api/v1/admin/pandits/${nobody}`, { token: tokens[caller].token }), 404);
    }
    // Scoped roles: a malformed or unknown id is simply out of scope.
    expectStatus(
      await call(t.app, 'GET', '/api/v1/admin/temples/not-a-uuid', { token: tokens.templeStaffInScope.token }),
      404,
    );
  });
});
