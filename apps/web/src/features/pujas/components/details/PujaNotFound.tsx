import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { NotFoundState } from '../../../../components/ui/StateViews';

/**
 * Unknown puja or a failed load (spec part 2 § 2: a not-found message with Go Back). Go Back
 * returns to the previous page, or to all pujas when the link was opened directly.
 */
export function PujaNotFound({ onRetry }: { onRetry?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => (location.key === 'default' ? navigate('/pujas') : navigate(-1));
  return (
    <NotFoundState
      title="Puja Not Found"
      message={
        onRetry
          ? 'We could not load this puja just now. Please check your connection and try again.'
          : 'We could not find this puja. It may have ended, or the link may have changed.'
      }
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={goBack}>Go Back</Button>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          ) : (
            <ButtonLink to="/pujas" variant="outline">
              View All Pujas
            </ButtonLink>
          )}
        </div>
      }
    />
  );
}
