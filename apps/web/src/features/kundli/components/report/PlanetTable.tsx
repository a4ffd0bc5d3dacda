import type { Kundli } from '@sankalp/shared/api/kundli';
import { degMin } from '@sankalp/shared/kundli-format';
import { useJyotishNames } from '../../../../lib/kundli/i18n';
import { kundliT, useKundliT } from '../../i18n';

const motion = (p: Kundli['planets'][number], t = kundliT) =>
  t(p.name === 'Rahu' || p.name === 'Ketu' ? 'planets.node' : p.retrograde ? 'planets.retrograde' : 'planets.direct');

const COLUMNS = ['graha', 'sign', 'degree', 'nakshatra', 'pada', 'house', 'motion'] as const;

/** Lagna and the nine grahas: sign, degree, nakshatra and pada, house, motion. */
export function PlanetTable({ kundli }: { kundli: Kundli }) {
  const { t } = useKundliT();
  const names = useJyotishNames();
  const rows = [
    {
      name: 'Lagna',
      sign: kundli.lagna.sign,
      deg: kundli.lagna.degreeInSign,
      nak: kundli.lagna.nakshatra,
      pada: kundli.lagna.pada,
      house: 1,
      motion: '—',
    },
    ...kundli.planets.map((p) => ({
      name: p.name,
      sign: p.sign,
      deg: p.degreeInSign,
      nak: p.nakshatra,
      pada: p.pada,
      house: p.house,
      motion: motion(p, t),
    })),
  ];
  return (
    <section aria-labelledby="grahas-title" className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <h2 id="grahas-title" className="text-lg font-semibold">
        {t('planets.title')}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-ink-600">
            <tr className="border-b border-cream-200">
              {COLUMNS.map((h) => (
                <th key={h} scope="col" className={`py-2 pr-3 font-semibold ${h === 'degree' ? 'text-right' : ''}`}>
                  {t(`planets.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} className="border-b border-cream-200 last:border-0">
                <th scope="row" className="py-2 pr-3 font-semibold text-ink-900">
                  {names.graha(r.name)}
                </th>
                <td className="py-2 pr-3">{names.sign(r.sign)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{degMin(r.deg)}</td>
                <td className="py-2 pr-3">{names.nakshatra(r.nak)}</td>
                <td className="py-2 pr-3 tabular-nums">{r.pada}</td>
                <td className="py-2 pr-3 tabular-nums">{r.house}</td>
                <td className="py-2 text-ink-600">{r.motion}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
