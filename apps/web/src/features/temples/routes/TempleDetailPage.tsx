import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import type { Temple } from '@sankalp/shared/api/catalog';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useTitle } from '../../../lib/use-title';
import { useTemple } from '../api/get-temple';
import { TempleAbout } from '../components/TempleAbout';
import { TempleDetailSkeleton } from '../components/TempleDetailSkeleton';
import { TempleHeader } from '../components/TempleHeader';
import { TempleInfoPanel } from '../components/TempleInfoPanel';
import { TemplePujas } from '../components/TemplePujas';
import { useTemplesT } from '../i18n';

const PUJAS_ID = 'temple-pujas';

export default function TempleDetailPage() {
  const { id = '' } = useParams();
  const fromNavigation = (useLocation().state as { temple?: Temple } | null)?.temple;
  const temple = useTemple(id, fromNavigation);
  const { t } = useTemplesT();
  useTitle(temple.data?.name ?? (temple.isError && isNotFound(temple.error) ? t('detail.notFound') : t('temple')));

  // An unknown or malformed id (404 / 400) is the spec's "not found" state.
  if (temple.isError && isNotFound(temple.error)) {
    return (
      <NotFoundState
        title={t('detail.notFound')}
        message={t('detail.notFoundMessage')}
        action={<ButtonLink to="/temples">{t('detail.back')}</ButtonLink>}
      />
    );
  }

  return (
    <div className="container-page py-6 md:py-10">
      <Link
        to="/temples"
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-saffron-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('detail.back')}
      </Link>
      <div className="mt-3">
        {temple.data ? (
          <>
            <TempleHeader temple={temple.data} pujasAnchor={PUJAS_ID} />
            <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <div className="space-y-12">
                <TempleAbout name={temple.data.name} about={temple.data.about} fallback={temple.data.description} />
                <TemplePujas templeId={temple.data._id} id={PUJAS_ID} />
              </div>
              <TempleInfoPanel temple={temple.data} />
            </div>
          </>
        ) : temple.isPending ? (
          <TempleDetailSkeleton />
        ) : (
          <ErrorState
            title={t('detail.failed')}
            message={t('detail.failedMessage')}
            onRetry={() => void temple.refetch()}
          />
        )}
      </div>
    </div>
  );
}
