import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminKeys, adminPost, queryString } from './client';
import type { SupportStatus, SupportThreadDetail, SupportThreadList } from '@sankalp/shared/api/admin-support';

/** GET /admin/support?status= (contract D). */
export function useSupportList(status: SupportStatus) {
  return useQuery({
    queryKey: [...adminKeys.support, 'list', status],
    queryFn: ({ signal }) => adminGet<SupportThreadList>(`/support${queryString({ status })}`, signal),
  });
}

/** GET /admin/support/{id}: the thread with its messages. */
export function useSupportThread(id: string) {
  return useQuery({
    queryKey: [...adminKeys.support, 'thread', id],
    queryFn: ({ signal }) =>
      adminGet<SupportThreadDetail>(`/support/${encodeURIComponent(id)}`, signal).then((d) => d.thread),
  });
}

/** POST /admin/support/{id}/reply { body } and POST /admin/support/{id}/close. */
export function useSupportActions(id: string) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: adminKeys.support });
  return {
    reply: useMutation({
      mutationFn: (body: string) => adminPost(`/support/${encodeURIComponent(id)}/reply`, { body }),
      onSuccess: refresh,
    }),
    close: useMutation({ mutationFn: () => adminPost(`/support/${encodeURIComponent(id)}/close`), onSuccess: refresh }),
  };
}
