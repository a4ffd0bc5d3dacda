import { REFUND_TIERS } from '@sankalp/shared/constants';
import { useRefundT } from '../content/refund/i18n/index';

// Each tier's row in the messages, in REFUND_TIERS's order.
const ROWS = ['more', 'between', 'less'] as const;

/** The puja refund tiers (spec part 3 § 9), straight from the shared constants. */
export function RefundTiersTable() {
  const { t } = useRefundT();
  return (
    <div className="overflow-hidden rounded-[12px] border border-cream-200 bg-white">
      <table className="w-full border-collapse text-left text-[16px]">
        <caption className="sr-only">{t('sections.pujas.tiers.caption')}</caption>
        <thead className="bg-cream-100 text-sm text-maroon-800">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('sections.pujas.tiers.when')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('sections.pujas.tiers.refund')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">
          {REFUND_TIERS.map((tier, i) => (
            <tr key={tier.label}>
              <th scope="row" className="px-4 py-3 font-normal text-ink-900">
                {t(`sections.pujas.tiers.rows.${ROWS[i] ?? 'less'}`)}
              </th>
              <td
                className={`px-4 py-3 text-right font-bold tabular-nums ${tier.percent === 100 ? 'text-success' : tier.percent > 0 ? 'text-warning' : 'text-danger'}`}
              >
                {tier.percent > 0 ? `${tier.percent}%` : t('sections.pujas.tiers.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
