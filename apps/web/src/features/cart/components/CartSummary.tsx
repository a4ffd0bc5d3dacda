import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import { rich } from '../../../lib/i18n/rich';
import { cartT, useCartT } from '../i18n/index';

const unitsText = (count: number) => cartT('items', { count });

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
  const { t } = useCartT();
  return blocked ? (
    <Button size="lg" disabled aria-describedby={reasonId} className={className}>
      {t('proceed')}
    </Button>
  ) : (
    <ButtonLink to="/checkout" size="lg" className={className}>
      {t('proceed')} <ArrowRight className="h-5 w-5" aria-hidden />
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
  const { t } = useCartT();
  return (
    <aside aria-label={t('summary')} className="rounded-[12px] bg-cream-100 p-5 md:sticky md:top-24">
      <h2 className="font-display text-xl font-bold text-maroon-800">{t('summaryTitle')}</h2>
      <dl className="mt-4 flex items-baseline justify-between gap-3 border-t border-gold-400/60 pt-4">
        <dt className="text-ink-900">{t('subtotal', { items: unitsText(count) })}</dt>
        <dd>
          <Price value={subtotal} className="text-[22px] font-bold text-maroon-800" />
        </dd>
      </dl>
      <p className="mt-1 text-sm text-ink-600">{t('confirmedAgain')}</p>
      {/* On phones the bottom bar holds the button and the reason. */}
      <ProceedButton blocked={blocked} reasonId="cart-blocked" className="mt-5 w-full max-md:hidden" />
      {blocked && (
        <p id="cart-blocked" role="status" className="mt-3 text-sm font-semibold text-danger max-md:hidden">
          {t('blocked')}
        </p>
      )}
      {guest && (
        <p className="mt-4 text-sm text-ink-600">
          {rich(t('guest'), {
            signIn: (
              <Link to="/auth" className="font-semibold text-saffron-700 underline underline-offset-2">
                {t('signIn')}
              </Link>
            ),
          })}
        </p>
      )}
    </aside>
  );
}

/** The phone's bottom bar: subtotal and Proceed to Checkout at the thumb. */
export function CartBottomBar({ subtotal, count, blocked }: { subtotal: number; count: number; blocked: boolean }) {
  const { t } = useCartT();
  return (
    <div>
      {blocked && (
        <p id="cart-blocked-bar" className="mb-2 text-sm font-semibold text-danger">
          {t('blocked')}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="whitespace-nowrap text-xs font-semibold uppercase tracking-wide text-ink-600">
            {t('subtotalBar', { items: unitsText(count) })}
          </p>
          <Price value={subtotal} className="block text-[22px] font-bold leading-tight text-maroon-800" />
        </div>
        <ProceedButton blocked={blocked} reasonId="cart-blocked-bar" className="shrink-0" />
      </div>
    </div>
  );
}
