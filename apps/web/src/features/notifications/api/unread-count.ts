import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@sankalp/shared/api/notifications';
import { apiGet } from '../../../lib/api';

export const notificationsKey = ['notifications'] as const;
export const unreadKey = ['notifications', 'unread'] as const;

/** How often the bell asks while the page is open (and on every return to the tab). */
export const UNREAD_POLL_MS = 60_000;

/**
 * The bell's unread count (GET /notifications/unread-count): only when signed in, again on focus
 * and every minute while the tab is visible. Small on purpose: the header loads it on every page.
 */
export const useUnreadCount = (signedIn: boolean) =>
  useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => apiGet<UnreadCount>('/notifications/unread-count', signal),
    enabled: signedIn,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 15_000,
    select: (d) => d.unread,
  });
