import type { AdminUserPage, RoleGrant } from '@sankalp/shared/api/admin';
import type { AppContext } from '../../context';
import { normalizePhone } from '../auth/auth.service';
import { grantViews } from './admin.service';
import * as repo from './users-search.repository';
import type { UserSearchQuery } from './users-search.schemas';
import { userSearchTerm } from './users-search.term';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/**
 * GET /admin/users: a page of live accounts with their roles. Four queries whatever the page
 * size: the page, the total, every grant of the page's users, and the temples / pandits the
 * grants name (grantViews).
 */
export async function searchUsers(ctx: Ctx, q: UserSearchQuery): Promise<AdminUserPage> {
  const filter: repo.UserFilter = { term: q.q ? userSearchTerm(q.q) : undefined, role: q.role };
  const [rows, total] = await Promise.all([
    repo.listUsers(ctx.db, filter, q.limit, q.offset),
    repo.countUsers(ctx.db, filter),
  ]);
  const grants = await repo.rolesOfUsers(
    ctx.db,
    rows.map((r) => r.id),
  );
  const views = await grantViews(
    ctx,
    grants.map(({ role, templeId, panditId }): RoleGrant => ({ role, templeId, panditId })),
  );
  const byUser = new Map<string, typeof views>();
  grants.forEach((g, i) => {
    const list = byUser.get(g.userId) ?? [];
    list.push(views[i]!);
    byUser.set(g.userId, list);
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      email: r.email,
      // A staff account made without a phone holds a placeholder that is no number (auth/staff-accounts).
      phone: normalizePhone(r.phoneNumber) ? `+${r.phoneNumber}` : null,
      createdAt: r.createdAt.toISOString(),
      twoFactorEnabled: Boolean(r.twoFactorEnabled),
      roles: byUser.get(r.id) ?? [],
    })),
    total,
  };
}
