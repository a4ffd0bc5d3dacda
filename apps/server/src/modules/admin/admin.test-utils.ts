import type { FastifyInstance } from 'fastify';
import type { RoleGrant, StaffRole } from '@sankalp/shared/api/admin';
import type { TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';
import { grantRole } from '../auth/auth.service';
import { totpAt } from '../auth/totp';

export type TwoFactorUser = TestUser & { secret: string; recoveryCodes: string[] };

/** Switches two-factor sign-in on for the user (set-up, then the current code at `now`). */
export async function enableTwoFactor(
  app: FastifyInstance,
  user: TestUser,
  now: Date = new Date(),
): Promise<TwoFactorUser> {
  const setup = await call(app, 'POST', '/api/v1/auth/2fa/setup', { token: user.token });
  expectStatus(setup, 200);
  const { secret } = setup.body.data as { secret: string };
  const enabled = await call(app, 'POST', '/api/v1/auth/2fa/enable', {
    token: user.token,
    body: { code: totpAt(secret, now) },
  });
  expectStatus(enabled, 200);
  return Object.assign(user, {
    secret,
    recoveryCodes: (enabled.body.data as { recoveryCodes: string[] }).recoveryCodes,
  });
}

export const grant = (role: StaffRole, scope: { templeId?: string; panditId?: string } = {}): RoleGrant => ({
  role,
  templeId: scope.templeId ?? null,
  panditId: scope.panditId ?? null,
});

/** A fresh account holding `grants` (written directly, as the command line does), with 2FA unless told otherwise. */
export async function makeStaff(
  t: TestApp,
  grants: RoleGrant[],
  opts: { twoFactor?: boolean; now?: Date } = {},
): Promise<TwoFactorUser> {
  const user = await registerUser(t.app);
  await t.db.db.transaction(async (tx) => {
    for (const g of grants) await grantRole(tx, user.id, g, new Date());
  });
  if (opts.twoFactor === false) return Object.assign(user, { secret: '', recoveryCodes: [] });
  return enableTwoFactor(t.app, user, opts.now);
}
