import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import * as auth from '../auth/auth.service';
import * as catalog from '../catalog/catalog.service';
import { applyGrant } from './admin.service';
import { approveAsDemoStaff } from './approvals.service';
import { createAdmin, type CommandCtx } from './admin-commands';
import { STAFF_ROLES, type RoleGrant, type StaffRole } from '@sankalp/shared/api/admin';

// At start (main.ts): the admin named by ADMIN_EMAIL / ADMIN_PASSWORD, and outside production the
// demo's staff accounts, made once with the demo catalog.

/** ADMIN_EMAIL: created when absent (with ADMIN_PASSWORD), granted admin when present. Says what it did. */
export async function applyAdminFromEnv(ctx: CommandCtx, config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>) {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return null;
  const r = await createAdmin(
    ctx,
    { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    { label: 'ADMIN_EMAIL' },
  );
  if (r.created) return 'ADMIN_EMAIL: the admin account was created';
  return r.granted ? 'ADMIN_EMAIL: the existing account was granted the admin role' : null;
}

export type DemoStaffAccount = { role: StaffRole; email: string; password: string; scope: string | null };

const DEMO_DOMAIN = 'demo.sankalp.local';

/**
 * One account per role for trying the console: admin, operator, temple staff of Kashi Vishwanath,
 * the first demo pandit. Each gets a random password, returned to be printed once (never stored
 * anywhere but as its hash). Never in production. Accounts that exist already are left alone.
 */
export async function createDemoStaff(ctx: CommandCtx, config: Pick<Config, 'NODE_ENV'>): Promise<DemoStaffAccount[]> {
  if (config.NODE_ENV === 'production') return [];
  const temple = (await catalog.listTemples(ctx)).find((t) => t.slug.includes('kashi-vishwanath'));
  const pandit = (await catalog.listPandits(ctx))[0];
  const scopes: Record<StaffRole, { grant: RoleGrant; scope: string | null } | null> = {
    admin: { grant: auth.toGrant('admin'), scope: null },
    operator: { grant: auth.toGrant('operator'), scope: null },
    temple_staff: temple ? { grant: auth.toGrant('temple_staff', { templeId: temple._id }), scope: temple.name } : null,
    pandit: pandit ? { grant: auth.toGrant('pandit', { panditId: pandit._id }), scope: pandit.name } : null,
  };
  const made: DemoStaffAccount[] = [];
  for (const role of STAFF_ROLES) {
    const s = scopes[role];
    const email = `${role.replace('_', '-')}@${DEMO_DOMAIN}`;
    if (!s || (await auth.findAccountByEmail(ctx.db, email))) continue;
    const password = randomBytes(12).toString('base64url');
    const name = `Demo ${role === 'temple_staff' ? 'Temple Staff' : role[0]!.toUpperCase() + role.slice(1)}`;
    const account = await auth.createStaffAccount(ctx.db, { email, password, fullName: name }, ctx.now());
    await applyGrant(ctx, { label: 'demo-seed' }, account.id, s.grant);
    // The demo temple's listings (approved by the seed) now carry its own staff's approval.
    if (s.grant.templeId) await approveAsDemoStaff(ctx, account.id, s.grant.templeId);
    made.push({ role, email, password, scope: s.scope });
  }
  return made;
}

/** The lines printed once at start for the demo's staff accounts. */
export function demoStaffNotice(accounts: DemoStaffAccount[], publicUrl: string): string[] {
  if (accounts.length === 0) return [];
  return [
    '',
    'Demo staff accounts (shown once; not in production). Sign in at ' + `${publicUrl}/auth` + ', then switch on',
    'two-factor authentication in Settings › Account before the console opens:',
    ...accounts.map(
      (a) => `  ${a.role.padEnd(12)} ${a.email.padEnd(36)} ${a.password}${a.scope ? `  (${a.scope})` : ''}`,
    ),
    '',
  ];
}
