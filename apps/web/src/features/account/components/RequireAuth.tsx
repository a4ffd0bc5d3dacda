import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/ui/Skeleton';
import { useAuth } from '../../../lib/auth/AuthProvider';

/**
 * Pages that need sign-in (spec part 1 § 6): wait for the start-up restore, then either show
 * the page or go to /auth, remembering where the devotee was going.
 */
export function RequireAuth({ children, signedOutTo }: { children: ReactNode; /** After a deliberate logout: go here instead of /auth. */ signedOutTo?: string }) {
  const { isAuthenticated, isLoading, user } = useAuth();
  const location = useLocation();
  if (isLoading && !isAuthenticated) return <PageSkeleton />;
  if ((!isAuthenticated || !user) && signedOutTo)
    return (
      <>
        <PageSkeleton />
        <Navigate to={signedOutTo} replace />
      </>
    );
  if (!isAuthenticated || !user) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
