import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { UserStuff } from './types';

/** GET /userstuff/{id}: the five booking lists of the account page. */
export async function fetchUserStuff(id: string, signal?: AbortSignal): Promise<UserStuff> {
  const data = await apiGet<Partial<UserStuff> & { _id?: string; id?: string }>(`/userstuff/${encodeURIComponent(id)}`, signal);
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    _id: data._id ?? data.id ?? id,
    pujaBookingIds: list(data.pujaBookingIds),
    chadhavaBookingIds: list(data.chadhavaBookingIds),
    donationBookingIds: list(data.donationBookingIds),
    productOrderIds: list(data.productOrderIds),
    PanditBookingIds: list(data.PanditBookingIds),
    prasadOrderIds: list(data.prasadOrderIds),
  };
}

export const useUserStuff = (id: string | undefined) =>
  useQuery({
    queryKey: ['account', 'userstuff', id ?? ''],
    queryFn: ({ signal }) => fetchUserStuff(id!, signal),
    enabled: !!id,
  });
