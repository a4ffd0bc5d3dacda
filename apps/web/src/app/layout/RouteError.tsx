import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/Button';
import { useT } from '../../lib/i18n/index';

/** Error boundary of each route: one broken page never takes the site down with it. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    console.error('[route error]', error);
  }
  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}

/** Resets on navigation, so leaving a broken page clears the error. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useT();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch|Importing a module/i.test(error.message);
  return (
    <div className="container-page py-16">
      <div role="alert" className="mx-auto max-w-lg rounded-[12px] bg-white p-8 text-center shadow-raised">
        <h1 className="font-display text-2xl font-bold">{t('routeError.title')}</h1>
        <p className="mt-2 text-ink-600">
          {chunkFailed ? t('routeError.chunkFailed') : t('routeError.failed')}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
            {t('common.retry')}
          </button>
          <Link to="/" className={buttonClass('outline')}>
            {t('common.backHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
