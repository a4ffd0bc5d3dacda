import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationsPage } from '@sankalp/shared/api/notifications';
import { apiGet } from '../../../lib/api';

export const listKey = ['notifications', 'list'] as const;
const PAGE = 20;

/** GET /notifications, newest first, a page at a time (nextCursor). */
export const useNotifications = (signedIn: boolean) =>
  useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam, signal }) =>
      apiGet<NotificationsPage>(
        `/notifications?limit=${PAGE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: signedIn,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
