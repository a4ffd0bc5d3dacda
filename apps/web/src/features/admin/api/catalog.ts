import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminKeys, adminPost, adminPut, queryString } from './client';
import type { CatalogEntity, CatalogItem, CatalogPage } from '@sankalp/shared/api/admin-catalog';

export const CATALOG_PAGE_SIZE = 25;

/** GET /admin/catalog/{entity}?q=&status=&limit=&offset= (contract C). */
export function useCatalogList(entity: CatalogEntity, f: { q?: string; status?: string }, page: number) {
  const qs = queryString({
    q: f.q?.trim(),
    status: f.status,
    limit: CATALOG_PAGE_SIZE,
    offset: page * CATALOG_PAGE_SIZE,
  });
  return useQuery({
    queryKey: [...adminKeys.catalog, entity, 'list', qs],
    queryFn: ({ signal }) => adminGet<CatalogPage>(`/catalog/${entity}${qs}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/catalog/{entity}/{id}: the form's values. */
export function useCatalogItem<E extends CatalogEntity>(entity: E, id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.catalog, entity, 'item', id],
    queryFn: ({ signal }) =>
      adminGet<{ item: CatalogItem<E> }>(`/catalog/${entity}/${encodeURIComponent(id ?? '')}`, signal).then(
        (d) => d.item,
      ),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** POST (new) or PUT (edit) /admin/catalog/{entity}[/{id}]. */
export function useSaveCatalogItem(entity: CatalogEntity) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: Record<string, unknown> }) =>
      (id
        ? adminPut<{ item: CatalogItem<CatalogEntity> }>(`/catalog/${entity}/${encodeURIComponent(id)}`, values)
        : adminPost<{ item: CatalogItem<CatalogEntity> }>(`/catalog/${entity}`, values)
      ).then((d) => d.item),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [...adminKeys.catalog, entity] });
      void qc.invalidateQueries({ queryKey: adminKeys.approvals });
    },
  });
}

/** POST /admin/catalog/{entity}/{id}/publish or /unpublish. */
export function usePublish(entity: CatalogEntity) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      adminPost<{ item: CatalogItem<CatalogEntity> }>(
        `/catalog/${entity}/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`,
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...adminKeys.catalog, entity] }),
  });
}

/** The temples a puja, event or stream can belong to (the first 100, drafts too), for a select. */
export function useTempleOptions() {
  return useQuery({
    queryKey: [...adminKeys.catalog, 'temples', 'options'],
    queryFn: ({ signal }) =>
      adminGet<CatalogPage>(`/catalog/temples${queryString({ limit: 100 })}`, signal).then((d) => d.items),
    staleTime: 60_000,
  });
}
