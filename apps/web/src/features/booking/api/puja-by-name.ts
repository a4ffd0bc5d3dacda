import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, PujaDetail } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';

type Detail = CatalogApi['GET /pujas/pujaByname/{name}'];

/** GET /pujas/pujaByname/{name} — the puja being booked, by its slug. */
export const fetchPujaByName = (name: string, signal?: AbortSignal) =>
  apiGet<Detail>(`/pujas/pujaByname/${encodeURIComponent(name)}`, signal);

/**
 * The puja of a booking step, always loaded from the URL. The puja the details page passed along
 * (navigation state) is shown at once as placeholder data, never cached as the record. The key is
 * the catalog's own, so the record the details page loaded is reused rather than fetched again.
 */
export function useBookingPuja(slug: string, seed?: PujaDetail) {
  return useQuery({
    queryKey: ['pujas', 'byName', slug],
    queryFn: ({ signal }) => fetchPujaByName(slug, signal),
    placeholderData: seed,
  });
}
