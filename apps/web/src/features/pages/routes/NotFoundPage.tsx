import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { useT } from '../../../lib/i18n/index';
import { useNotFoundStatus } from '../../../lib/ssr/render-status';
import { useTitle } from '../../../lib/use-title';
import { usePagesT } from '../i18n/index';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = usePagesT();
  const { t: common } = useT();
  useNotFoundStatus();
  useTitle(t('notFound.title'));
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className="container-page flex flex-col items-center py-16 text-center">
      <img src="/art/not-found.svg" alt={t('notFound.image')} className="aspect-[4/3] w-full max-w-sm" />
      <p className="mt-6 font-display text-6xl font-bold text-maroon-800">404</p>
      <h1 className="mt-2 text-2xl font-semibold">{t('notFound.heading')}</h1>
      <p className="mt-2 max-w-md text-ink-600">{t('notFound.text')}</p>
      <ButtonLink to="/" className="mt-6">
        {common('common.backHome')}
      </ButtonLink>
    </div>
  );
}
