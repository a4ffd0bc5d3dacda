import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@sankalp/shared/api/admin-bookings';
import { adminGet, adminKeys } from './client';

/** GET /admin/dashboard (contract E): today's and this week's figures, review count, upcoming, low stock. */
export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => adminGet<AdminDashboard>('/dashboard', signal),
  });
}
