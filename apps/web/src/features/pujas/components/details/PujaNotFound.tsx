import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { NotFoundState } from '../../../../components/ui/StateViews';
import { useT } from '../../../../lib/i18n/index';
import { usePujasT } from '../../i18n';

/**
 * Unknown puja or a failed load (spec part 2 § 2: a not-found message with Go Back). Go Back
 * returns to the previous page, or to all pujas when the link was opened directly.
 */
export function PujaNotFound({ onRetry }: { onRetry?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = usePujasT();
  const { t: tc } = useT();
  const goBack = () => (location.key === 'default' ? navigate('/pujas') : navigate(-1));
  return (
    <NotFoundState
      title={t('notFound.title')}
      message={
        onRetry
          ? t('notFound.failed')
          : t('notFound.missing')
      }
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={goBack}>{t('notFound.back')}</Button>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              {tc('common.retry')}
            </Button>
          ) : (
            <ButtonLink to="/pujas" variant="outline">
              {t('notFound.all')}
            </ButtonLink>
          )}
        </div>
      }
    />
  );
}
