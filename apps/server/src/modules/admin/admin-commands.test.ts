/**
 * The command line's and start-up's staff operations (issue 14): create-admin, grant, revoke,
 * list, ADMIN_EMAIL, the demo's staff accounts; each role change audited with its source.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, login, registerUser } from '../auth/auth.test-utils';
import { listRoles } from '../auth/auth.service';
import { createAdmin, grantByEmail, listStaff, resolveGrant, revokeByEmail, type CommandCtx } from './admin-commands';
import { applyAdminFromEnv, createDemoStaff, demoStaffNotice } from './bootstrap';
import { ADMIN_CLI_USAGE, parseAdminArgs } from './cli-args';

let t: TestApp;
let ctx: CommandCtx;
beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.db.db, now: () => new Date() };
});
afterAll(() => t.close());

const cli = { label: 'cli' } as const;

describe('create-admin', () => {
  it('makes the account and the admin role on an install with no admin, audited as the command line', async () => {
    const r = await createAdmin(
      ctx,
      { email: ' Root@Sankalp.Example ', password: 'Vedic-Chant-Om-7', fullName: 'Root' },
      cli,
    );
    expect(r).toMatchObject({ created: true, granted: true, account: { email: 'root@sankalp.example' } });
    expect(await listRoles(t.db.db, r.account.id)).toEqual([{ role: 'admin', templeId: null, panditId: null }]);
    const [row] = await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, r.account.id));
    expect(row).toMatchObject({ actorId: null, actorLabel: 'cli', action: 'user.role.grant', ip: null });
    // It signs in like anyone (a placeholder phone that no sign-up can produce).
    expectStatus(await login(t.app, 'root@sankalp.example', 'Vedic-Chant-Om-7'), 200);
    const me = await call(t.app, 'GET', '/api/v1/auth/me', {
      token: ((await login(t.app, 'root@sankalp.example', 'Vedic-Chant-Om-7')).body.data as { token: string }).token,
    });
    expect((me.body.data as { user: { phoneNumber: string } }).user.phoneNumber).toMatch(/^\+00\d{13}$/);
  });

  it('grants an existing account without touching its password; again changes nothing', async () => {
    const u = await registerUser(t.app);
    const r = await createAdmin(ctx, { email: u.email, password: 'Another-Password-9' }, cli);
    expect(r).toMatchObject({ created: false, granted: true });
    expectStatus(await login(t.app, u.email, u.password), 200);
    expect(await createAdmin(ctx, { email: u.email, password: '' }, cli)).toMatchObject({
      created: false,
      granted: false,
    });
  });

  it('refuses a weak or common password for a new account', async () => {
    await expect(createAdmin(ctx, { email: 'weak@sankalp.example', password: 'short' }, cli)).rejects.toThrow(
      /at least 8/,
    );
    await expect(createAdmin(ctx, { email: 'weak@sankalp.example', password: 'password123' }, cli)).rejects.toThrow(
      /too common/,
    );
  });
});

describe('grant, revoke, list', () => {
  it('grants temple staff by temple slug and a pandit by name, lists them, revokes', async () => {
    const u = await registerUser(t.app);
    const temple = await resolveGrant(ctx, 'temple_staff', { temple: 'shri-kashi-vishwanath-temple' });
    expect(temple.templeId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await grantByEmail(ctx, u.email.toUpperCase(), temple, cli)).granted).toBe(true);
    const pandit = await resolveGrant(ctx, 'pandit', { pandit: 'rajendra' });
    expect((await grantByEmail(ctx, u.email, pandit, cli)).granted).toBe(true);
    const listed = (await listStaff(ctx)).filter((r) => r.email === u.email);
    expect(listed).toEqual([
      {
        email: u.email,
        fullName: u.fullName,
        role: 'temple_staff',
        scope: 'temple shri-kashi-vishwanath-temple',
        twoFactor: false,
      },
      {
        email: u.email,
        fullName: u.fullName,
        role: 'pandit',
        scope: 'pandit Acharya Rajendra Shastri',
        twoFactor: false,
      },
    ]);
    expect((await revokeByEmail(ctx, u.email, temple, cli)).revoked).toBe(true);
    expect((await revokeByEmail(ctx, u.email, temple, cli)).revoked).toBe(false);
    const rows = await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, u.id));
    expect(rows.map((r) => [r.action, r.actorLabel])).toEqual([
      ['user.role.grant', 'cli'],
      ['user.role.grant', 'cli'],
      ['user.role.revoke', 'cli'],
    ]);
  });

  it('says what is missing or unknown', async () => {
    await expect(resolveGrant(ctx, 'temple_staff', {})).rejects.toThrow(/--temple/);
    await expect(resolveGrant(ctx, 'temple_staff', { temple: 'atlantis' })).rejects.toThrow(/No temple/);
    await expect(resolveGrant(ctx, 'pandit', { pandit: 'zzz' })).rejects.toThrow(/No pandit/);
    await expect(resolveGrant(ctx, 'admin', { temple: 'shri-kashi-vishwanath-temple' })).rejects.toThrow(
      /no temple or pandit scope/,
    );
    await expect(
      grantByEmail(ctx, 'nobody@sankalp.example', await resolveGrant(ctx, 'operator', {}), cli),
    ).rejects.toThrow(/No account/);
  });
});

describe('the command line’s arguments', () => {
  it('reads each command and refuses anything else with the usage', () => {
    expect(parseAdminArgs(['create-admin', '--email', 'a@b.in', '--password=x y'])).toEqual({
      command: 'create-admin',
      email: 'a@b.in',
      password: 'x y',
      name: undefined,
      phone: undefined,
    });
    expect(parseAdminArgs(['grant', '--email', 'a@b.in', '--role', 'temple_staff', '--temple', 'kashi'])).toMatchObject(
      {
        command: 'grant',
        role: 'temple_staff',
        temple: 'kashi',
      },
    );
    expect(parseAdminArgs(['list'])).toEqual({ command: 'list' });
    expect(() => parseAdminArgs([])).toThrow(ADMIN_CLI_USAGE);
    expect(() => parseAdminArgs(['grant', '--email', 'a@b.in', '--role', 'root'])).toThrow(/needs --role/);
    expect(() => parseAdminArgs(['grant', '--email'])).toThrow(/--email needs a value/);
    expect(() => parseAdminArgs(['list', '--email', 'a@b.in'])).toThrow(/list takes no --email/);
  });
});

describe('at start', () => {
  it('ADMIN_EMAIL creates the admin when absent, grants it when present, then does nothing', async () => {
    const config = { ADMIN_EMAIL: 'boot@sankalp.example', ADMIN_PASSWORD: 'Sandhya-Vandana-3' };
    expect(await applyAdminFromEnv(ctx, config)).toMatch(/was created/);
    expect(await applyAdminFromEnv(ctx, config)).toBeNull();
    const u = await registerUser(t.app);
    expect(await applyAdminFromEnv(ctx, { ...config, ADMIN_EMAIL: u.email })).toMatch(/was granted the admin role/);
    expect(await applyAdminFromEnv(ctx, {})).toBeNull();
    expect((await listStaff(ctx)).filter((r) => r.email === 'boot@sankalp.example')).toMatchObject([{ role: 'admin' }]);
  });

  it('makes one demo account per role with a random password, printed once; never in production', async () => {
    expect(await createDemoStaff(ctx, { NODE_ENV: 'production' })).toEqual([]);
    const made = await createDemoStaff(ctx, { NODE_ENV: 'development' });
    expect(made.map((a) => a.role)).toEqual(['admin', 'operator', 'temple_staff', 'pandit']);
    expect(made.find((a) => a.role === 'temple_staff')?.scope).toBe('Shri Kashi Vishwanath Temple');
    expect(made.find((a) => a.role === 'pandit')?.scope).toBe('Acharya Rajendra Shastri');
    expect(new Set(made.map((a) => a.password)).size).toBe(4);
    for (const a of made) {
      expect(a.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expectStatus(await login(t.app, a.email, a.password), 200);
    }
    const notice = demoStaffNotice(made, 'http://localhost:3000').join('\n');
    for (const a of made) expect(notice).toContain(a.password);
    // A second run (another start) makes nothing new and prints nothing.
    expect(await createDemoStaff(ctx, { NODE_ENV: 'development' })).toEqual([]);
    expect(demoStaffNotice([], 'http://localhost:3000')).toEqual([]);
  });
});
