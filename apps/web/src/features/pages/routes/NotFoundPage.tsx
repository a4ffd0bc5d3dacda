import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { useNotFoundStatus } from '../../../lib/ssr/render-status';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useNotFoundStatus();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
    document.title = 'Page not found — Sankalp';
  }, [pathname]);
  return (
    <div className="container-page flex flex-col items-center py-16 text-center">
      <img src="/art/not-found.svg" alt="A lamp glowing in a quiet temple courtyard" className="aspect-[4/3] w-full max-w-sm" />
      <p className="mt-6 font-display text-6xl font-bold text-maroon-800">404</p>
      <h1 className="mt-2 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 max-w-md text-ink-600">The page you are looking for may have moved. Let us guide you back.</p>
      <ButtonLink to="/" className="mt-6">
        Go to Home
      </ButtonLink>
    </div>
  );
}
