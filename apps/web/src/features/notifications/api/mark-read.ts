import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@sankalp/shared/api/notifications';
import { apiPost } from '../../../lib/api';
import { notificationsKey, unreadKey } from './unread-count';

/** POST /notifications/read with some ids or all → the new unread count (the bell follows at once). */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: string[] } | { all: true }) =>
      apiPost<{ data: UnreadCount }>('/notifications/read', which).then((b) => b.data),
    onSuccess: (data) => {
      qc.setQueryData(unreadKey, data);
      void qc.invalidateQueries({
        queryKey: notificationsKey,
        exact: false,
        predicate: (q) => q.queryKey[1] !== 'unread',
      });
    },
  });
}
