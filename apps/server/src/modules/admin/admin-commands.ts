import { SCOPED_ROLES, type RoleGrant, type StaffRole } from '@sankalp/shared/api/admin';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import * as auth from '../auth/auth.service';
import * as catalog from '../catalog/catalog.service';
import { applyGrant, applyRevoke } from './admin.service';
import type { AuditSource } from './audit';

// What the command line (`npm run admin`) and start-up (ADMIN_EMAIL) do, on a database handle
// with no request: each role change audited with the source's label instead of a user.

export type CommandCtx = Pick<AppContext, 'db' | 'now'>;
type Source = Extract<AuditSource, { label: string }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A temple by slug or id. */
export async function findTemple(ctx: CommandCtx, slugOrId: string) {
  const v = slugOrId.trim().toLowerCase();
  const found = (await catalog.listTemples(ctx, { drafts: true })).find((t) => t._id === v || t.slug === v);
  if (!found) throw notFound(`No temple with the slug or id "${slugOrId}"`);
  return found;
}

/** A pandit by id, or by a name that matches exactly one (case-insensitive, partial). */
export async function findPandit(ctx: CommandCtx, idOrName: string) {
  const v = idOrName.trim().toLowerCase();
  const all = await catalog.listPandits(ctx, { drafts: true });
  const byId = UUID.test(v) ? all.find((p) => p._id === v) : undefined;
  const matches = byId ? [byId] : all.filter((p) => p.name.toLowerCase().includes(v));
  if (matches.length === 1) return matches[0]!;
  throw matches.length === 0
    ? notFound(`No pandit with the id or name "${idOrName}"`)
    : badRequest(
        `"${idOrName}" matches ${matches.length} pandits: give the id (${matches.map((p) => p._id).join(', ')})`,
      );
}

/** The grant of `role` with its scope resolved from a temple slug/id or a pandit id/name. */
export async function resolveGrant(
  ctx: CommandCtx,
  role: StaffRole,
  scope: { temple?: string; pandit?: string },
): Promise<RoleGrant> {
  const needs = (SCOPED_ROLES as Record<string, string | undefined>)[role];
  if (needs === 'templeId' && !scope.temple) throw badRequest('temple_staff needs --temple <slug|id>');
  if (needs === 'panditId' && !scope.pandit) throw badRequest('pandit needs --pandit <id|name>');
  const templeId = scope.temple ? (await findTemple(ctx, scope.temple))._id : null;
  const panditId = scope.pandit ? (await findPandit(ctx, scope.pandit))._id : null;
  return auth.toGrant(role, { templeId, panditId });
}

async function accountByEmail(ctx: CommandCtx, email: string) {
  const account = await auth.findAccountByEmail(ctx.db, email);
  if (!account) throw notFound(`No account with the e-mail ${email}`);
  return account;
}

/**
 * Makes the account an admin, creating it first when there is none with this e-mail (the password
 * is used only then: an existing account keeps its own).
 */
export async function createAdmin(
  ctx: CommandCtx,
  input: { email: string; password: string; fullName?: string; phone?: string },
  source: Source,
) {
  const existing = await auth.findAccountByEmail(ctx.db, input.email);
  const account =
    existing ??
    (await auth.createStaffAccount(
      ctx.db,
      { email: input.email, password: input.password, fullName: input.fullName ?? 'Administrator', phone: input.phone },
      ctx.now(),
    ));
  const granted = await applyGrant(ctx, source, account.id, auth.toGrant('admin'));
  return { account, created: !existing, granted };
}

export async function grantByEmail(ctx: CommandCtx, email: string, grant: RoleGrant, source: Source) {
  const account = await accountByEmail(ctx, email);
  return { account, granted: await applyGrant(ctx, source, account.id, grant) };
}

export async function revokeByEmail(ctx: CommandCtx, email: string, grant: RoleGrant, source: Source) {
  const account = await accountByEmail(ctx, email);
  return { account, revoked: await applyRevoke(ctx, source, account.id, grant) };
}

export type StaffListing = { email: string; fullName: string; role: StaffRole; scope: string; twoFactor: boolean };

/** Every grant, with its account, scope name and whether two-factor is on (`npm run admin -- list`). */
export async function listStaff(ctx: CommandCtx): Promise<StaffListing[]> {
  const grants = await auth.listAllGrants(ctx.db);
  const accounts = new Map(
    (
      await auth.findAccountsByIds(
        ctx.db,
        grants.map((g) => g.userId),
      )
    ).map((a) => [a.id, a]),
  );
  const temples = new Map((await catalog.listTemples(ctx, { drafts: true })).map((t) => [t._id, t.slug]));
  const pandits = new Map((await catalog.listPandits(ctx, { drafts: true })).map((p) => [p._id, p.name]));
  const twoFactor = new Map<string, boolean>();
  for (const id of accounts.keys()) twoFactor.set(id, await auth.hasTwoFactor(ctx.db, id));
  return grants.map((g) => ({
    email: accounts.get(g.userId)?.email ?? g.userId,
    fullName: accounts.get(g.userId)?.fullName ?? '',
    role: g.role as StaffRole,
    scope: g.templeId
      ? `temple ${temples.get(g.templeId) ?? `${g.templeId} (missing)`}`
      : g.panditId
        ? `pandit ${pandits.get(g.panditId) ?? `${g.panditId} (missing)`}`
        : 'all',
    twoFactor: twoFactor.get(g.userId) ?? false,
  }));
}

/** An AppError's message as the command line prints it (anything else is a bug: rethrown). */
export function commandError(e: unknown): string {
  if (e instanceof AppError) return e.message;
  throw e;
}
