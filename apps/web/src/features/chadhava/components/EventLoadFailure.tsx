import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { EVENT_LOAD_FAIL_REDIRECT_MS, TOAST_ERROR_MS } from '@sankalp/shared/constants';
import { ButtonLink } from '../../../components/ui/Button';
import { NotFoundState } from '../../../components/ui/StateViews';
import { toast } from '../../../lib/toast';

/**
 * An event that could not be loaded: toast, a clear message with Back to Events, and a
 * return to /chadhava after 2 s (spec part 2 § 2).
 */
export function EventLoadFailure({ notFound }: { notFound: boolean }) {
  const navigate = useNavigate();
  const toasted = useRef(false);
  useEffect(() => {
    // Once per failure, even when effects run twice (React strict mode).
    if (!toasted.current)
      toast.error('Error', {
        description: 'Failed to load event details. Please try again.',
        duration: TOAST_ERROR_MS,
      });
    toasted.current = true;
    const id = setTimeout(() => navigate('/chadhava', { replace: true }), EVENT_LOAD_FAIL_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [navigate]);
  return (
    <NotFoundState
      title={notFound ? 'Event not found' : 'Failed to load event details'}
      message="Taking you back to all chadhava events…"
      action={<ButtonLink to="/chadhava">Back to Events</ButtonLink>}
    />
  );
}
