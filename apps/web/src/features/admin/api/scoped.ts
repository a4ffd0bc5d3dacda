import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PanditAvailabilityAnswer } from '@sankalp/shared/api/admin-catalog';
import type { PanditAvailabilityValues } from '@sankalp/shared/schemas/admin-catalog';
import type { PanditAvailability } from '@sankalp/shared/api/pandit-bookings';
import type { Pandit, Temple } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';
import { adminGet, adminKeys, adminPut, queryString } from './client';

/** GET /admin/temples/{id}: a temple staff member's own temple. */
export function useStaffTemple(id: string) {
  return useQuery({
    queryKey: [...adminKeys.scoped, 'temple', id],
    queryFn: ({ signal }) =>
      adminGet<{ temple: Temple }>(`/temples/${encodeURIComponent(id)}`, signal).then((d) => d.temple),
  });
}

/** GET /admin/pandits/{id}: a pandit's own profile. */
export function useStaffPandit(id: string) {
  return useQuery({
    queryKey: [...adminKeys.scoped, 'pandit', id],
    queryFn: ({ signal }) =>
      adminGet<{ pandit: Pandit }>(`/pandits/${encodeURIComponent(id)}`, signal).then((d) => d.pandit),
  });
}

/** The public GET /pandits/{id}/availability?date=: the free times devotees see on an IST date. */
export function usePanditFreeTimes(id: string, date: string) {
  return useQuery({
    queryKey: [...adminKeys.scoped, 'availability', id, date],
    queryFn: ({ signal }) =>
      apiGet<PanditAvailability>(`/pandits/${encodeURIComponent(id)}/availability${queryString({ date })}`, signal),
    staleTime: 0,
  });
}

/** GET and PUT /admin/pandits/{id}/availability: a pandit's weekly hours (IST, Sunday first) and days off. */
export function usePanditAvailability(id: string) {
  return useQuery({
    queryKey: [...adminKeys.scoped, 'pandit-availability', id],
    queryFn: ({ signal }) =>
      adminGet<PanditAvailabilityAnswer>(`/pandits/${encodeURIComponent(id)}/availability`, signal).then(
        (d) => d.availability,
      ),
  });
}

export function useSavePanditAvailability(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: PanditAvailabilityValues) =>
      adminPut<PanditAvailabilityAnswer>(`/pandits/${encodeURIComponent(id)}/availability`, v),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKeys.scoped }),
  });
}
