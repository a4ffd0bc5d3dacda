import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';

export const CHECKOUT_BLOCKED = 'Change or remove the items marked above to continue.';

const unitsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Proceed to Checkout, or the same button disabled with its reason. */
function ProceedButton({
  blocked,
  reasonId,
  className = '',
}: {
  blocked: boolean;
  reasonId: string;
  className?: string;
}) {
  return blocked ? (
    <Button size="lg" disabled aria-describedby={reasonId} className={className}>
      Proceed to Checkout
    </Button>
  ) : (
    <ButtonLink to="/checkout" size="lg" className={className}>
      Proceed to Checkout <ArrowRight className="h-5 w-5" aria-hidden />
    </ButtonLink>
  );
}

/** The desktop side panel: subtotal, the way on, and (for guests) where the cart is kept. */
export function CartSummary({
  subtotal,
  count,
  blocked,
  guest,
}: {
  subtotal: number;
  count: number;
  blocked: boolean;
  guest: boolean;
}) {
  return (
    <aside aria-label="Order summary" className="rounded-[12px] bg-cream-100 p-5 md:sticky md:top-24">
      <h2 className="font-display text-xl font-bold text-maroon-800">Order Summary</h2>
      <dl className="mt-4 flex items-baseline justify-between gap-3 border-t border-gold-400/60 pt-4">
        <dt className="text-ink-900">Subtotal ({unitsText(count)})</dt>
        <dd>
          <Price value={subtotal} className="text-[22px] font-bold text-maroon-800" />
        </dd>
      </dl>
      <p className="mt-1 text-sm text-ink-600">Prices are confirmed again when you pay.</p>
      {/* On phones the bottom bar holds the button and the reason. */}
      <ProceedButton blocked={blocked} reasonId="cart-blocked" className="mt-5 w-full max-md:hidden" />
      {blocked && (
        <p id="cart-blocked" role="status" className="mt-3 text-sm font-semibold text-danger max-md:hidden">
          {CHECKOUT_BLOCKED}
        </p>
      )}
      {guest && (
        <p className="mt-4 text-sm text-ink-600">
          Your cart is kept on this device.{' '}
          <Link to="/auth" className="font-semibold text-saffron-700 underline underline-offset-2">
            Sign in
          </Link>{' '}
          to keep it with your account.
        </p>
      )}
    </aside>
  );
}

/** The phone's bottom bar: subtotal and Proceed to Checkout at the thumb. */
export function CartBottomBar({ subtotal, count, blocked }: { subtotal: number; count: number; blocked: boolean }) {
  return (
    <div>
      {blocked && (
        <p id="cart-blocked-bar" className="mb-2 text-sm font-semibold text-danger">
          {CHECKOUT_BLOCKED}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="whitespace-nowrap text-xs font-semibold uppercase tracking-wide text-ink-600">
            Subtotal · {unitsText(count)}
          </p>
          <Price value={subtotal} className="block text-[22px] font-bold leading-tight text-maroon-800" />
        </div>
        <ProceedButton blocked={blocked} reasonId="cart-blocked-bar" className="shrink-0" />
      </div>
    </div>
  );
}
