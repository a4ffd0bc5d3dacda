import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserListItem, AdminUserPage, StaffRole } from '@sankalp/shared/api/admin';
import type { CatalogListItem, CatalogPage } from '@sankalp/shared/api/admin-catalog';
import { adminGet, adminKeys, queryString } from './client';

export const USERS_PAGE_SIZE = 20;

/** Under the roles root: a grant or revoke refreshes the badges of every list that shows them. */
export const userSearchKey = [...adminKeys.roles, 'search'] as const;

/** GET /admin/users?q=&role=&limit=&offset= (admin): accounts by e-mail, phone, name or id, with their roles. */
export function useUserSearch(f: { q?: string; role?: StaffRole | '' }, page: number) {
  const qs = queryString({
    q: f.q?.trim(),
    role: f.role || undefined,
    limit: USERS_PAGE_SIZE,
    offset: page * USERS_PAGE_SIZE,
  });
  return useQuery({
    queryKey: [...userSearchKey, qs],
    queryFn: ({ signal }) => adminGet<AdminUserPage>(`/users${qs}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** One account by id (the same search: an id matches only its account); null when there is none. */
export function useAdminUser(userId: string | undefined) {
  return useQuery({
    queryKey: [...userSearchKey, 'one', userId],
    queryFn: ({ signal }) =>
      adminGet<AdminUserPage>(`/users${queryString({ q: userId, limit: 1 })}`, signal).then(
        (d): AdminUserListItem | null => d.items[0] ?? null,
      ),
    enabled: Boolean(userId),
  });
}

/** Temples or pandit profiles whose name holds `q` (drafts too), for the grant form's pickers. */
export function useScopeOptions(entity: 'temples' | 'pandits', q: string, enabled: boolean) {
  const qs = queryString({ q: q.trim(), limit: 20 });
  return useQuery<CatalogListItem[]>({
    queryKey: [...adminKeys.catalog, entity, 'scope-options', qs],
    queryFn: ({ signal }) => adminGet<CatalogPage>(`/catalog/${entity}${qs}`, signal).then((d) => d.items),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
