import { BellOff, CheckCheck } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useTitle } from '../../../lib/use-title';
import { useNotifications } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationRow } from '../components/NotificationRow';
import { useNotificationsT } from '../i18n/index';

/**
 * /notifications (spec part 1 § 2, issue 10): the signed-in devotee's notifications, newest first;
 * opening one marks it read and goes to its booking; "Mark all as read". Signed out: to /auth and back.
 */
export default function NotificationsPage() {
  const { t, language } = useNotificationsT();
  useTitle(t('title'));
  const { isAuthenticated, isLoading, user } = useAuth();
  const location = useLocation();
  const signedIn = isAuthenticated && !!user;
  const list = useNotifications(signedIn);
  const markRead = useMarkRead();
  const now = useNow(true, 60_000).getTime();

  if (!signedIn && !isLoading)
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const markAll = () => markRead.mutate({ all: true }, { onError: () => toast.error(t('markFailed')) });

  return (
    <div className="container-page py-8 md:py-12">
      <header className="mx-auto flex max-w-2xl flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-[28px] font-bold md:text-[36px]">{t('title')}</h1>
          <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
          <p className="mt-2 text-ink-600">{t('subtitle')}</p>
        </div>
        {unread > 0 && (
          <div className="flex items-center gap-3">
            <span className="text-sm font-semibold text-maroon-800" aria-live="polite">
              {t('unread', { count: unread })}
            </span>
            <Button variant="outline" size="sm" className="min-h-11" onClick={markAll} disabled={markRead.isPending}>
              <CheckCheck className="h-4 w-4" aria-hidden /> {t('markAll')}
            </Button>
          </div>
        )}
      </header>
      <div className="mx-auto mt-8 max-w-2xl">
        {list.isPending ? (
          <div role="status" aria-label={t('loading')} className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full rounded-[12px]" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState title={t('errorTitle')} message={t('errorMessage')} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<BellOff className="h-12 w-12" aria-hidden />}
            title={t('emptyTitle')}
            message={t('emptyMessage')}
            action={<ButtonLink to="/pujas">{t('emptyAction')}</ButtonLink>}
          />
        ) : (
          <>
            <ul className="space-y-3" aria-label={t('title')}>
              {items.map((item) => (
                <NotificationRow
                  key={item._id}
                  item={item}
                  now={now}
                  language={language}
                  t={t}
                  onOpen={(n) => markRead.mutate({ ids: [n._id] })}
                />
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="mt-6 text-center">
                <Button variant="ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                  {t('loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
