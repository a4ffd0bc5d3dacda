import { Lock } from 'lucide-react';
import { Button } from '../ui/Button';

/** The disabled stand-in for a booking button once a puja has closed: calm grey, never a faded saffron. */
export function ClosedButton({
  children,
  size = 'md',
  className = '',
  'aria-label': ariaLabel,
}: {
  children: string;
  size?: 'md' | 'lg';
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <Button
      variant="secondary"
      size={size}
      disabled
      aria-label={ariaLabel}
      className={`disabled:bg-cream-200 disabled:text-ink-600 disabled:opacity-100! ${className}`}
    >
      <Lock className="h-4 w-4" aria-hidden /> {children}
    </Button>
  );
}
