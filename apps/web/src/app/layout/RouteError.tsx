import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../../components/ui/Button';

/** Error boundary of each route: one broken page never takes the site down with it. */
export function RouteError() {
  const error = useRouteError();
  console.error('[route error]', error);
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <div className="container-page py-16">
      <div role="alert" className="mx-auto max-w-lg rounded-[12px] bg-white p-8 text-center shadow-raised">
        <h1 className="font-display text-2xl font-bold">
          {isRouteErrorResponse(error) ? `${error.status} — ${error.statusText}` : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-ink-600">
          {chunkFailed
            ? 'This page could not be loaded. Please check your connection and try again.'
            : 'We could not show this page. Your bookings and payments are safe. Please try again.'}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
            Try Again
          </button>
          <Link to="/" className={buttonClass('outline')}>
            Go to Home
          </Link>
        </div>
      </div>
    </div>
  );
}
