import { useQuery } from '@tanstack/react-query';
import type { PanditAvailability } from '@sankalp/shared/api/pandit-bookings';
import { apiGet } from '../../../lib/api';

/** GET /pandits/{id}/availability?date=YYYY-MM-DD — the pandit's free times on an IST date. */
export const fetchAvailability = (panditId: string, date: string, signal?: AbortSignal) =>
  apiGet<PanditAvailability>(`/pandits/${encodeURIComponent(panditId)}/availability?date=${encodeURIComponent(date)}`, signal);

export const availabilityKey = (panditId: string, date: string) => ['astro', 'availability', panditId, date] as const;

/** Free times change with every booking: always asked afresh, and again when the tab regains focus. */
export function useAvailability(panditId: string, date: string | null) {
  return useQuery({
    queryKey: availabilityKey(panditId, date ?? ''),
    queryFn: ({ signal }) => fetchAvailability(panditId, date ?? '', signal),
    enabled: Boolean(panditId && date),
    staleTime: 0,
    select: (d) => d.free,
  });
}
