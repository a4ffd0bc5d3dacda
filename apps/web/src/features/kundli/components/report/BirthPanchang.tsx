import type { Kundli } from '@sankalp/shared/api/kundli';
import { clockAt } from '@sankalp/shared/kundli-format';
import { useJyotishNames } from '../../../../lib/kundli/i18n';
import { kundliDates } from '../../lib/dates';
import { useKundliT } from '../../i18n';

/** The panchang at the moment of birth. */
export function BirthPanchang({ kundli }: { kundli: Kundli }) {
  const p = kundli.panchang;
  const { t, language } = useKundliT();
  const names = useJyotishNames();
  const { dateAt } = kundliDates(language);
  const rows: [string, string][] = [
    [t('panchang.tithi'), t('panchang.tithiValue', { tithi: names.tithi(p.tithi), paksha: names.paksha(p.paksha) })],
    [t('panchang.nakshatra'), names.nakshatra(p.nakshatra)],
    [t('panchang.yoga'), names.yoga(p.yoga)],
    [t('panchang.karana'), names.karana(p.karana)],
    [t('panchang.vara'), names.vara(p.vara)],
    [
      t('panchang.sunrise'),
      p.sunrise
        ? `${clockAt(p.sunrise)}, ${dateAt(p.sunrise, kundli.birth.place.utcOffsetMinutes)}`
        : t('panchang.noSunrise'),
    ],
  ];
  return (
    <section aria-labelledby="birth-panchang-title" className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <h2 id="birth-panchang-title" className="text-lg font-semibold">
        {t('panchang.title')}
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
