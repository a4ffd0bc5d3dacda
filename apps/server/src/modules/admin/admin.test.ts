/**
 * Staff roles on the server (issue 14): requireRole (401, 403 forbidden / 2fa_required, staff
 * idle timeout), GET /admin/me, granting and revoking roles (audited), the audit log's reads and
 * its append-only table.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage, UserRoles } from '@sankalp/shared/api/admin';
import { auditLog, pandits, temples } from '../../db/schema/index';
import { appRoutes } from '../../test/app-routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, MINUTE, registerUser, SECOND } from '../auth/auth.test-utils';
import { totpAt } from '../auth/totp';
import { grant, makeStaff, type TwoFactorUser } from './admin.test-utils';

const clock = fakeClock('2026-11-21T06:30:05.000Z');
let t: TestApp;
let admin: TwoFactorUser;
let kashi: { id: string; slug: string };
let mahakal: { id: string };
let panditId: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const rows = await t.db.db.select().from(temples).orderBy(asc(temples.createdAt));
  kashi = rows.find((r) => r.slug.includes('kashi'))!;
  mahakal = rows.find((r) => r.slug.includes('mahakal'))!;
  panditId = (await t.db.db.select().from(pandits).limit(1))[0]!.id;
});
afterAll(() => t.close());
// A fresh admin session for each test (the idle test moves the clock past 30 minutes).
beforeEach(async () => {
  admin = await makeStaff(t, [grant('admin')], { now: clock.now() });
});

const IP = '203.0.113.7';

describe('requireRole', () => {
  it('answers 401 to a guest, 403 forbidden to a devotee, 403 2fa_required to staff without two-factor', async () => {
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/me'), 401);
    const devotee = await registerUser(t.app);
    const d = await call(t.app, 'GET', '/api/v1/admin/me', { token: devotee.token });
    expectStatus(d, 403);
    expect(d.body.code).toBe('forbidden');
    const noTwoFactor = await makeStaff(t, [grant('admin')], { twoFactor: false });
    const s = await call(t.app, 'GET', '/api/v1/admin/me', { token: noTwoFactor.token });
    expectStatus(s, 403);
    expect(s.body.code).toBe('2fa_required');
  });

  it('answers 403 forbidden to staff without the route’s role', async () => {
    const operator = await makeStaff(t, [grant('operator')], { now: clock.now() });
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/me', { token: operator.token }), 200);
    const r = await call(t.app, 'GET', '/api/v1/admin/audit', { token: operator.token });
    expectStatus(r, 403);
    expect(r.body.code).toBe('forbidden');
  });

  it('ends a staff session after 30 minutes idle, remember-me or not; a devotee’s lasts', async () => {
    const staff = await makeStaff(t, [grant('operator')], { now: clock.now() });
    clock.advance(29 * MINUTE);
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/me', { token: staff.token }), 200); // activity
    clock.advance(29 * MINUTE);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: staff.token }), 200);
    clock.advance(30 * MINUTE + SECOND);
    const idle = await call(t.app, 'GET', '/api/v1/admin/me', { token: staff.token });
    expectStatus(idle, 401);
    expect(idle.body.message).toMatch(/session has expired/);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: staff.token }), 401);

    // Remember-me does not keep a staff session alive; it does keep a devotee's.
    clock.advance(MINUTE);
    const remembered = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrPhone: staff.email, password: staff.password, rememberMe: true, otp: staff.recoveryCodes[0] },
    });
    expectStatus(remembered, 200);
    const devotee = await registerUser(t.app);
    const devoteeLogin = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrPhone: devotee.email, password: devotee.password, rememberMe: true },
    });
    clock.advance(31 * MINUTE);
    expectStatus(
      await call(t.app, 'GET', '/api/v1/auth/me', { token: (remembered.body.data as { token: string }).token }),
      401,
    );
    expectStatus(
      await call(t.app, 'GET', '/api/v1/auth/me', { token: (devoteeLogin.body.data as { token: string }).token }),
      200,
    );
  });

  it('follows a role change at the next request', async () => {
    const staff = await makeStaff(t, [grant('operator')], { now: clock.now() });
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/me', { token: staff.token }), 200);
    const r = await call(t.app, 'DELETE', `/api/v1/admin/users/${staff.id}/roles?role=operator`, {
      token: admin.token,
    });
    expectStatus(r, 200);
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/me', { token: staff.token }), 403);
  });

  it('marks a staff account `staff: true` in the user answers (the account page links to the console); a devotee has no such key', async () => {
    const devotee = await registerUser(t.app);
    const me = async (token: string) => (await call(t.app, 'GET', '/api/v1/auth/me', { token })).body.data as { user: Record<string, unknown> };
    expect((await me(admin.token)).user.staff).toBe(true);
    expect('staff' in (await me(devotee.token)).user).toBe(false);
    clock.advance(30 * SECOND); // the enrolment used this step's code; a code is taken once
    const otp = totpAt(admin.secret, clock.now());
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { emailOrPhone: admin.email, password: admin.password, otp } });
    expectStatus(login, 200);
    expect((login.body.data as { user: { staff?: boolean } }).user.staff).toBe(true);
    const profile = await call(t.app, 'PUT', `/api/v1/users/${admin.id}`, { token: admin.token, body: { fullName: 'Seva Team' } });
    expectStatus(profile, 200);
    expect(JSON.stringify(profile.body)).toContain('"staff":true');
  });
});

describe('GET /admin/me', () => {
  it('shows the session’s roles with their temple and pandit, two-factor and the idle timeout', async () => {
    const staff = await makeStaff(t, [grant('temple_staff', { templeId: kashi.id }), grant('pandit', { panditId })], {
      now: clock.now(),
    });
    const r = await call(t.app, 'GET', '/api/v1/admin/me', { token: staff.token });
    expectStatus(r, 200);
    expect(r.body.data).toMatchObject({
      user: { id: staff.id, email: staff.email },
      twoFactorEnabled: true,
      idleTimeoutSeconds: 1800,
    });
    const roles = (r.body.data as { roles: unknown[] }).roles;
    expect(roles).toHaveLength(2);
    expect(roles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          role: 'temple_staff',
          templeId: kashi.id,
          panditId: null,
          temple: expect.objectContaining({ id: kashi.id, slug: kashi.slug }),
          pandit: null,
        }),
        expect.objectContaining({
          role: 'pandit',
          templeId: null,
          panditId,
          temple: null,
          pandit: expect.objectContaining({ id: panditId }),
        }),
      ]),
    );
  });
});

describe('roles of a user', () => {
  it('grants a scoped role (201), audited with actor, role, before and after, IP and request id', async () => {
    const target = await registerUser(t.app);
    const r = await call(t.app, 'POST', `/api/v1/admin/users/${target.id}/roles`, {
      token: admin.token,
      ip: IP,
      body: { role: 'temple_staff', templeId: kashi.id },
    });
    expectStatus(r, 201);
    expect((r.body.data as UserRoles).roles).toMatchObject([
      { role: 'temple_staff', templeId: kashi.id, temple: { slug: kashi.slug } },
    ]);
    const [row] = await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, target.id));
    expect(row).toMatchObject({
      actorId: admin.id,
      actorLabel: null,
      actorRoles: ['admin'],
      action: 'user.role.grant',
      objectType: 'user',
      before: { roles: [] },
      after: { roles: [{ role: 'temple_staff', templeId: kashi.id, panditId: null }] },
      ip: IP,
    });
    expect(row?.requestId).toBe(r.headers['x-request-id']);
    expect(row?.at.toISOString()).toBe(clock.now().toISOString());

    // The same grant again changes nothing and writes nothing.
    const again = await call(t.app, 'POST', `/api/v1/admin/users/${target.id}/roles`, {
      token: admin.token,
      body: { role: 'temple_staff', templeId: kashi.id },
    });
    expectStatus(again, 200);
    expect(await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, target.id))).toHaveLength(1);
    const list = await call(t.app, 'GET', `/api/v1/admin/users/${target.id}/roles`, { token: admin.token });
    expect((list.body.data as UserRoles).roles).toHaveLength(1);
  });

  it('refuses a grant without its scope, with a scope it has none of, or for something unknown', async () => {
    const target = await registerUser(t.app);
    const url = `/api/v1/admin/users/${target.id}/roles`;
    expectStatus(await call(t.app, 'POST', url, { token: admin.token, body: { role: 'temple_staff' } }), 400);
    expectStatus(
      await call(t.app, 'POST', url, { token: admin.token, body: { role: 'pandit', templeId: kashi.id } }),
      400,
    );
    expectStatus(
      await call(t.app, 'POST', url, { token: admin.token, body: { role: 'operator', templeId: kashi.id } }),
      400,
    );
    expectStatus(await call(t.app, 'POST', url, { token: admin.token, body: { role: 'superuser' } }), 400);
    expectStatus(
      await call(t.app, 'POST', url, { token: admin.token, body: { role: 'temple_staff', templeId: panditId } }),
      404,
    );
    const nobody = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    expectStatus(
      await call(t.app, 'POST', `/api/v1/admin/users/${nobody}/roles`, {
        token: admin.token,
        body: { role: 'operator' },
      }),
      404,
    );
    expect(await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, target.id))).toHaveLength(0);
  });

  it('revokes (audited), 404 for a role not held', async () => {
    const target = await makeStaff(t, [grant('operator'), grant('temple_staff', { templeId: kashi.id })], {
      now: clock.now(),
    });
    const url = `/api/v1/admin/users/${target.id}/roles`;
    const r = await call(t.app, 'DELETE', `${url}?role=temple_staff&templeId=${kashi.id}`, {
      token: admin.token,
      ip: IP,
    });
    expectStatus(r, 200);
    expect((r.body.data as UserRoles).roles.map((g) => g.role)).toEqual(['operator']);
    const rows = await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, target.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'user.role.revoke', actorId: admin.id, ip: IP });
    expect((rows[0]!.before as UserRoles).roles).toHaveLength(2);
    expect((rows[0]!.after as UserRoles).roles).toHaveLength(1);
    expectStatus(
      await call(t.app, 'DELETE', `${url}?role=temple_staff&templeId=${mahakal.id}`, { token: admin.token }),
      404,
    );
  });

  it('never revokes the last admin’s admin role (409 last_admin)', async () => {
    const solo = await createTestApp({ seed: false, now: clock.now });
    try {
      const only = await makeStaff(solo, [grant('admin')], { now: clock.now() });
      const r = await call(solo.app, 'DELETE', `/api/v1/admin/users/${only.id}/roles?role=admin`, {
        token: only.token,
      });
      expectStatus(r, 409);
      expect(r.body.code).toBe('last_admin');
      const second = await makeStaff(solo, [grant('admin')], { now: clock.now() });
      expectStatus(
        await call(solo.app, 'DELETE', `/api/v1/admin/users/${only.id}/roles?role=admin`, { token: second.token }),
        200,
      );
    } finally {
      await solo.close();
    }
  });
});

describe('the audit log', () => {
  it('lists newest first with total, filters by actor, action and time, and pages with a cursor', async () => {
    const other = await makeStaff(t, [grant('admin')], { now: clock.now() });
    const targets = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
    const start = clock.now();
    for (const u of targets) {
      clock.advance(MINUTE);
      await call(t.app, 'POST', `/api/v1/admin/users/${u.id}/roles`, {
        token: other.token,
        body: { role: 'operator' },
      });
    }
    clock.advance(MINUTE);
    await call(t.app, 'DELETE', `/api/v1/admin/users/${targets[0]!.id}/roles?role=operator`, { token: other.token });

    const page = async (q: string) => {
      const r = await call(t.app, 'GET', `/api/v1/admin/audit?${q}`, { token: admin.token });
      expectStatus(r, 200);
      return r.body.data as AuditPage;
    };
    const mine = await page(`actor=${other.id}`);
    expect(mine.total).toBe(4);
    expect(mine.items.map((i) => i.action)).toEqual([
      'user.role.revoke',
      'user.role.grant',
      'user.role.grant',
      'user.role.grant',
    ]);
    expect(mine.items[0]).toMatchObject({
      actor: { id: other.id, email: other.email },
      actorRoles: ['admin'],
      object: { type: 'user', id: targets[0]!.id },
    });
    expect((await page(`actor=${encodeURIComponent(other.email.toUpperCase())}`)).total).toBe(4);
    expect((await page(`actor=${other.id}&action=user.role.grant`)).total).toBe(3);
    expect((await page(`actor=${other.id}&action=user.role`)).total).toBe(4);
    expect((await page(`actor=${other.id}&action=user.rol`)).total).toBe(0);
    const from = new Date(start.getTime() + 90 * SECOND).toISOString();
    const to = new Date(start.getTime() + 3 * MINUTE).toISOString();
    expect((await page(`actor=${other.id}&from=${from}&to=${to}`)).total).toBe(1);
    expect((await page('actor=nobody@example.in')).total).toBe(0);

    const first = await page(`actor=${other.id}&limit=3`);
    expect(first.items).toHaveLength(3);
    expect(first.total).toBe(4);
    const rest = await page(`actor=${other.id}&limit=3&cursor=${first.nextCursor}`);
    expect(rest.items.map((i) => i.object.id)).toEqual([targets[0]!.id]);
    expect(rest.nextCursor).toBeNull();
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/audit?limit=1000', { token: admin.token }), 400);
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const before = await t.db.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set action = 'forged'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.db.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
      expect(error).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    expect(await t.db.db.select().from(auditLog)).toEqual(before);
  });

  it('has no route that writes it: the only audit route is a GET', () => {
    const routes = appRoutes(t.app).filter((r) => r.includes('audit'));
    expect(routes).toEqual(['GET /api/v1/admin/audit']);
  });
});
