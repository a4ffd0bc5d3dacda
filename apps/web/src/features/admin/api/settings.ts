import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@sankalp/shared/api/admin-refunds';
import { adminGet, adminKeys, adminPut } from './client';

/** GET /admin/settings and PUT /admin/settings (contract B; the write is admin only). */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminGet<AdminSettings>('/settings', signal),
  });
}

export function useSaveAdminSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: AdminSettings) => adminPut<AdminSettings>('/settings', s),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKeys.settings }),
  });
}
