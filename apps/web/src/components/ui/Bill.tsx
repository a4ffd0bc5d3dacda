import type { ReactNode } from 'react';
import { MobileBottomBar } from './MobileBottomBar';
import { Price } from './Price';
import { useUiT } from './i18n';

/*
 * The pieces of every bill: the pay pages' (components/payments/BillSummary) and the summaries
 * that lead to them (the chadhava event page). Kept apart from the payment code, so a page that
 * only leads to checkout does not load it.
 */

/** One row of a bill: 'Lotus garland' · '× 2' · ₹202. */
export type BillLine = { label: ReactNode; detail?: ReactNode; amount: number };

/** The rows of a bill, inside its <dl>. */
export function BillRows({ rows }: { rows: BillLine[] }) {
  return rows.map((l, i) => (
    <div key={i} className="flex justify-between gap-3">
      <dt className="min-w-0 text-ink-900">
        {l.label} {l.detail && <span className="whitespace-nowrap text-ink-600">{l.detail}</span>}
      </dt>
      <dd className="shrink-0">
        <Price value={l.amount} />
      </dd>
    </div>
  ));
}

/** The bill's total, ruled off from its rows. */
export function BillTotal({ total }: { total: number }) {
  const { t } = useUiT();
  return (
    <div className="mt-4 flex items-baseline justify-between border-t border-cream-200 pt-4">
      <span className="font-semibold text-ink-900">{t('bill.total')}</span>
      <Price value={total} className="text-2xl font-bold text-maroon-800" />
    </div>
  );
}

/**
 * The phone's bottom bar of a bill: what stops the devotee (`message`), the total ('Total ·
 * `caption`') and the page's button (`children`) within thumb reach.
 */
export function MobileTotalBar({
  total,
  caption,
  message,
  children,
}: {
  total: number;
  caption?: string;
  message?: string | null;
  children: ReactNode;
}) {
  const { t } = useUiT();
  return (
    <MobileBottomBar>
      {message && (
        <p role="alert" className="mb-2 text-sm font-semibold text-danger">
          {message}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-xs text-ink-600">{caption ? t('bill.totalWith', { caption }) : t('bill.total')}</p>
          <Price value={total} className="text-xl font-bold text-maroon-800" />
        </div>
        {children}
      </div>
    </MobileBottomBar>
  );
}
