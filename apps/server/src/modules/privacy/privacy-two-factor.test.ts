/**
 * Deleting an account that has two-factor sign-in on (issue 14): the password alone is not
 * enough; a current code or an unused recovery code is, and the erasure takes the second factor
 * and any staff role with it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRecoveryCodes, userRoles, userTwoFactor } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enableTwoFactor, grant, makeStaff } from '../admin/admin.test-utils';
import { call, expectStatus, fakeClock, registerUser, SECOND } from '../auth/auth.test-utils';
import { totpAt } from '../auth/totp';

const clock = fakeClock('2026-11-21T06:30:05.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
});
afterAll(() => t.close());

const remove = (u: { id: string; token: string }, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/v1/users/${u.id}/delete`, { token: u.token, body });

describe('POST /users/{id}/delete with two-factor sign-in on', () => {
  it('asks for the code (400 otp_required), refuses a wrong or used one (otp_invalid), deletes with the current one', async () => {
    const u = await enableTwoFactor(t.app, await registerUser(t.app), clock.now());
    const none = await remove(u, { password: u.password });
    expectStatus(none, 400);
    expect(none.body.code).toBe('otp_required');
    expect(none.body.errors).toHaveProperty('otp');
    const used = await remove(u, { password: u.password, otp: totpAt(u.secret, clock.now()) }); // the step that switched it on
    expect(used.body.code).toBe('otp_invalid');
    // A wrong password is still the password's error, whatever the code.
    clock.advance(30 * SECOND);
    expect((await remove(u, { password: 'Not-The-Password-1', otp: totpAt(u.secret, clock.now()) })).body.code).toBe(
      'password_incorrect',
    );
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: u.token }), 200); // nothing happened

    expectStatus(await remove(u, { password: u.password, otp: totpAt(u.secret, clock.now()) }), 200);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: u.token }), 401);
    expect(await t.db.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, u.id))).toEqual([]);
    expect(await t.db.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, u.id))).toEqual([]);
  });

  it('exports whether two-factor is on and the staff roles, never the secret or the recovery codes', async () => {
    const staff = await makeStaff(t, [grant('operator')], { now: clock.now() });
    const r = await call(t.app, 'GET', `/api/v1/users/${staff.id}/data-export`, { token: staff.token });
    expectStatus(r, 200);
    const { security } = r.body.data as { security: Record<string, unknown> };
    expect(security).toEqual({
      twoFactor: { enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: staff.recoveryCodes.length },
      roles: [{ role: 'operator', templeId: null, panditId: null }],
    });
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(staff.secret);
    for (const code of staff.recoveryCodes) expect(text).not.toContain(code);
  });

  it('takes a recovery code instead, and erases the staff roles with the account', async () => {
    const staff = await makeStaff(t, [grant('operator')], { now: clock.now() });
    await makeStaff(t, [grant('admin')], { now: clock.now() }); // not the last admin's concern here
    expectStatus(await remove(staff, { password: staff.password, otp: staff.recoveryCodes[3] }), 200);
    expect(await t.db.db.select().from(userRoles).where(eq(userRoles.userId, staff.id))).toEqual([]);
  });

  it("refuses to erase the install's only admin (409 last_admin, nothing erased), then erases once another admin exists", async () => {
    const admins = await t.db.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    await t.db.db.delete(userRoles).where(eq(userRoles.role, 'admin')); // this file's earlier admins aside
    const only = await makeStaff(t, [grant('admin')], { now: clock.now() });
    clock.advance(30 * SECOND);
    const refused = await remove(only, { password: only.password, otp: totpAt(only.secret, clock.now()) });
    expectStatus(refused, 409);
    expect(refused.body.code).toBe('last_admin');
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: only.token }), 200);
    expect(await t.db.db.select().from(userRoles).where(eq(userRoles.userId, only.id))).toHaveLength(1);
    expect(await t.db.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, only.id))).toHaveLength(1);

    await makeStaff(t, [grant('admin')], { now: clock.now() });
    clock.advance(30 * SECOND);
    expectStatus(await remove(only, { password: only.password, otp: totpAt(only.secret, clock.now()) }), 200);
    expect(await t.db.db.select().from(userRoles).where(eq(userRoles.userId, only.id))).toEqual([]);
    if (admins.length) await t.db.db.insert(userRoles).values(admins).onConflictDoNothing();
  });

  it('ignores `otp` for an account without two-factor (as before)', async () => {
    const u = await registerUser(t.app);
    expectStatus(await remove(u, { password: u.password, otp: '123456' }), 200);
  });
});
