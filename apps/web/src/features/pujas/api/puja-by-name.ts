import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, Puja, PujaDetail } from '@sankalp/shared/api/catalog';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { apiGet } from '../../../lib/api';
import { bootDataOptions } from '../../../lib/boot-data';

type Detail = CatalogApi['GET /pujas/pujaByname/{name}'];

/** GET /pujas/pujaByname/{name} — one puja by its slug (or title). */
export const fetchPujaByName = (name: string, signal?: AbortSignal) => apiGet<Detail>(catalogPaths.pujaByName(name), signal);

/**
 * The puja of a details page. A card's list-shaped puja (navigation state) is shown at once as
 * placeholder data — it lacks aboutTemple, which fills in when the full record arrives — but is
 * never cached as the real record, so the page still loads from its URL alone. The HTML's boot
 * data, when it has the puja, is the real record at once.
 */
export function usePujaByName(name: string, seed?: Puja) {
  const placeholder: PujaDetail | undefined = seed && {
    aboutTemple: '',
    chadhavaPooja: [],
    type: '',
    duration: '',
    ...seed,
  };
  return useQuery({
    queryKey: ['pujas', 'byName', name],
    queryFn: ({ signal }) => fetchPujaByName(name, signal),
    placeholderData: placeholder,
    ...bootDataOptions<Detail>(catalogPaths.pujaByName(name)),
  });
}
