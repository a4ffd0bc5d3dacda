import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole, UserRoles } from '@sankalp/shared/api/admin';
import { adminDelete, adminGet, adminKeys, adminPost, queryString } from './client';
import { userSearchKey } from './users';

export type GrantInput = { role: StaffRole; templeId?: string; panditId?: string };

/** GET /admin/users/{id}/roles (admin); the person is found with GET /admin/users (api/users.ts). */
export function useUserRoles(userId: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.roles, userId],
    queryFn: ({ signal }) => adminGet<UserRoles>(`/users/${encodeURIComponent(userId ?? '')}/roles`, signal),
    enabled: Boolean(userId),
  });
}

/** POST /admin/users/{id}/roles and DELETE /admin/users/{id}/roles?role=&templeId=&panditId=. */
export function useRoleActions(userId: string) {
  const qc = useQueryClient();
  const refresh = (data: UserRoles) => {
    qc.setQueryData([...adminKeys.roles, userId], data);
    void qc.invalidateQueries({ queryKey: adminKeys.audit });
    // The search lists show each person's roles as badges.
    void qc.invalidateQueries({ queryKey: userSearchKey });
  };
  const path = `/users/${encodeURIComponent(userId)}/roles`;
  return {
    grant: useMutation({ mutationFn: (g: GrantInput) => adminPost<UserRoles>(path, g), onSuccess: refresh }),
    revoke: useMutation({
      mutationFn: (g: GrantInput) => adminDelete<UserRoles>(`${path}${queryString(g)}`),
      onSuccess: refresh,
    }),
  };
}
