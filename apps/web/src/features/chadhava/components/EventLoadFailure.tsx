import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { EVENT_LOAD_FAIL_REDIRECT_MS, TOAST_ERROR_MS } from '@sankalp/shared/constants';
import { ButtonLink } from '../../../components/ui/Button';
import { NotFoundState } from '../../../components/ui/StateViews';
import { toast } from '../../../lib/toast';
import { chadhavaT, useChadhavaT } from '../i18n';

/**
 * An event that could not be loaded: toast, a clear message with Back to Events, and a
 * return to /chadhava after 2 s (spec part 2 § 2).
 */
export function EventLoadFailure({ notFound }: { notFound: boolean }) {
  const { t } = useChadhavaT();
  const navigate = useNavigate();
  const toasted = useRef(false);
  useEffect(() => {
    // Once per failure, even when effects run twice (React strict mode).
    if (!toasted.current)
      toast.error(chadhavaT('event.loadErrorTitle'), {
        description: chadhavaT('event.loadErrorText'),
        duration: TOAST_ERROR_MS,
      });
    toasted.current = true;
    const id = setTimeout(() => navigate('/chadhava', { replace: true }), EVENT_LOAD_FAIL_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [navigate]);
  return (
    <NotFoundState
      title={notFound ? t('event.notFound') : t('event.failed')}
      message={t('event.goingBack')}
      action={<ButtonLink to="/chadhava">{t('event.backToEvents')}</ButtonLink>}
    />
  );
}
