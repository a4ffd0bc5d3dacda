import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/Button';

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
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch|Importing a module/i.test(error.message);
  return (
    <div className="container-page py-16">
      <div role="alert" className="mx-auto max-w-lg rounded-[12px] bg-white p-8 text-center shadow-raised">
        <h1 className="font-display text-2xl font-bold">Something went wrong</h1>
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
