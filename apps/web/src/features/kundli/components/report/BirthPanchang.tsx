import type { Kundli } from '@sankalp/shared/api/kundli';
import { clockAt, dateAt } from '@sankalp/shared/kundli-format';

/** The panchang at the moment of birth. */
export function BirthPanchang({ kundli }: { kundli: Kundli }) {
  const p = kundli.panchang;
  const rows: [string, string][] = [
    ['Tithi', `${p.tithiName}, ${p.paksha} paksha`],
    ['Nakshatra', p.nakshatraName],
    ['Yoga', p.yogaName],
    ['Karana', p.karanaName],
    ['Vara', p.varaName],
    [
      'Sunrise',
      p.sunrise
        ? `${clockAt(p.sunrise)}, ${dateAt(p.sunrise, kundli.birth.place.utcOffsetMinutes)}`
        : 'The Sun did not rise that day here',
    ],
  ];
  return (
    <section aria-labelledby="birth-panchang-title" className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <h2 id="birth-panchang-title" className="text-lg font-semibold">
        Panchang at birth
      </h2>
      <dl className="mt-3 divide-y divide-cream-200">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 py-2 text-sm">
            <dt className="text-ink-600">{k}</dt>
            <dd className="text-right font-semibold text-ink-900">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
