import { NAKSHATRA_NAMES, SIGN_NAMES, type Kundli } from '@sankalp/shared/api/kundli';
import { degMin } from '@sankalp/shared/kundli-format';

const motion = (p: Kundli['planets'][number]) =>
  p.name === 'Rahu' || p.name === 'Ketu' ? 'Node, always R' : p.retrograde ? 'Retrograde (R)' : 'Direct';

/** Lagna and the nine grahas: sign, degree, nakshatra and pada, house, motion. */
export function PlanetTable({ kundli }: { kundli: Kundli }) {
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
      motion: motion(p),
    })),
  ];
  return (
    <section aria-labelledby="grahas-title" className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <h2 id="grahas-title" className="text-lg font-semibold">
        Grahas
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-ink-600">
            <tr className="border-b border-cream-200">
              {['Graha', 'Sign', 'Degree', 'Nakshatra', 'Pada', 'House', 'Motion'].map((h) => (
                <th key={h} scope="col" className={`py-2 pr-3 font-semibold ${h === 'Degree' ? 'text-right' : ''}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} className="border-b border-cream-200 last:border-0">
                <th scope="row" className="py-2 pr-3 font-semibold text-ink-900">
                  {r.name}
                </th>
                <td className="py-2 pr-3">{SIGN_NAMES[r.sign - 1]}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{degMin(r.deg)}</td>
                <td className="py-2 pr-3">{NAKSHATRA_NAMES[r.nak - 1]}</td>
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
