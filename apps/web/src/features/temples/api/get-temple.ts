import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, Temple } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';

/** GET /temples/{id} → data.temple (a malformed id answers 400, an unknown one 404). */
export async function fetchTemple(id: string, signal?: AbortSignal) {
  const data = await apiGet<CatalogApi['GET /temples/{id}']>(`/temples/${encodeURIComponent(id)}`, signal);
  return data.temple;
}

/** The temple by id; a temple handed over in navigation state shows at once. */
export function useTemple(id: string, fromNavigation?: Temple) {
  return useQuery({
    queryKey: ['temples', 'detail', id],
    queryFn: ({ signal }) => fetchTemple(id, signal),
    initialData: fromNavigation?._id === id ? fromNavigation : undefined,
  });
}
