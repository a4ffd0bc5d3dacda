import { REFUND_TIERS } from '@sankalp/shared/constants';

/** The puja refund tiers (spec part 3 § 9), straight from the shared constants. */
export function RefundTiersTable() {
  return (
    <div className="overflow-hidden rounded-[12px] border border-cream-200 bg-white">
      <table className="w-full border-collapse text-left text-[16px]">
        <caption className="sr-only">Puja refund by time of cancellation</caption>
        <thead className="bg-cream-100 text-sm text-maroon-800">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              When you cancel
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Refund
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">
          {REFUND_TIERS.map((t) => (
            <tr key={t.label}>
              <th scope="row" className="px-4 py-3 font-normal text-ink-900">
                {t.label} the puja
              </th>
              <td
                className={`px-4 py-3 text-right font-bold tabular-nums ${t.percent === 100 ? 'text-success' : t.percent > 0 ? 'text-warning' : 'text-danger'}`}
              >
                {t.percent > 0 ? `${t.percent}%` : 'No refund'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
