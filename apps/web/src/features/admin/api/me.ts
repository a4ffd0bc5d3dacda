import { useQuery } from '@tanstack/react-query';
import type { AdminMe } from '@sankalp/shared/api/admin';
import { adminGet, adminKeys } from './client';

/** GET /admin/me: who is at the console, with which roles (403 forbidden / 2fa_required otherwise). */
export function useAdminMe(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => adminGet<AdminMe>('/me', signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
