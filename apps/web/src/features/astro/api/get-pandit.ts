import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, Pandit } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';

type Data = CatalogApi['GET /pandits/{id}'];

/** GET /pandits/{id}. */
export const fetchPandit = (id: string, signal?: AbortSignal) =>
  apiGet<Data>(`/pandits/${encodeURIComponent(id)}`, signal);

/** One pandit; the card the devotee tapped (navigation state) gives a head start. */
export function usePandit(id: string, fromState?: Pandit) {
  return useQuery({
    queryKey: ['astro', 'pandit', id],
    queryFn: ({ signal }) => fetchPandit(id, signal),
    select: (d) => d.pandit,
    initialData: fromState?._id === id ? { pandit: fromState } : undefined,
  });
}
