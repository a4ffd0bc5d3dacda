import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ErrorState, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useTitle } from '../../../lib/use-title';
import { usePandit } from '../api/get-pandit';
import { PanditProfile } from '../components/PanditProfile';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { readPanditState } from '../pandit-state';
import { useAstroT } from '../i18n';

/**
 * The spec reads the pandit from navigation state only; we start from it when present and
 * otherwise load it by id, so a refreshed or shared profile link still works (URL first).
 */
export default function AstroProfilePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const pandit = usePandit(id, readPanditState(location.state));
  const { t } = useAstroT();
  useTitle(pandit.data?.name ?? t('titles.astrologer'));

  // 'default' is the key of the first page of a visit: there is nothing to go back to.
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate('/astro'));

  if (pandit.isPending) return <ProfileSkeleton />;
  if ((pandit.isError && isNotFound(pandit.error)) || (pandit.isSuccess && !pandit.data)) {
    return (
      <NotFoundState
        title={t('profile.notFound')}
        message={t('profile.failed')}
        action={<Button onClick={goBack}>{t('profile.goBack')}</Button>}
      />
    );
  }
  if (pandit.isError) {
    return (
      <div className="container-page py-16">
        <ErrorState
          message={t('profile.failed')}
          onRetry={() => void pandit.refetch()}
          action={
            <Button variant="outline" onClick={goBack}>
              {t('profile.goBack')}
            </Button>
          }
        />
      </div>
    );
  }
  return <PanditProfile pandit={pandit.data} />;
}
