import { ChevronDown } from 'lucide-react';
import type { Kundli } from '@sankalp/shared/api/kundli';
import { isRunning } from '@sankalp/shared/kundli-format';
import { useJyotishNames } from '../../../../lib/kundli/i18n';
import { kundliDates } from '../../lib/dates';
import { useKundliT } from '../../i18n';

/** The nine mahadashas from birth, the running one marked and open, each opening to its antardashas. */
export function DashaTimeline({ kundli, now }: { kundli: Kundli; now: number }) {
  const offset = kundli.birth.place.utcOffsetMinutes;
  const first = kundli.dasha.mahadashas[0]!;
  const { t, language } = useKundliT();
  const names = useJyotishNames();
  const { dateAt } = kundliDates(language);
  return (
    <section aria-labelledby="dasha-title" className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <h2 id="dasha-title" className="text-lg font-semibold">
        {t('dasha.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {t('dasha.balance', { years: kundli.dasha.balanceYears.toFixed(2), lord: names.graha(first.lord) })}
      </p>
      <ol className="mt-4 divide-y divide-cream-200 rounded-[10px] border border-cream-200">
        {kundli.dasha.mahadashas.map((m) => {
          const running = isRunning(m, now);
          return (
            <li key={m.start}>
              <details open={running} className="group">
                <summary
                  className={`flex min-h-12 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 [&::-webkit-details-marker]:hidden ${running ? 'bg-cream-100' : ''}`}
                >
                  <span className="w-20 font-semibold text-ink-900">{names.graha(m.lord)}</span>
                  <span className="text-sm tabular-nums text-ink-600">
                    {dateAt(m.start, offset)} – {dateAt(m.end, offset)}
                  </span>
                  {running && (
                    <span className="rounded-full bg-saffron-600 px-2 py-0.5 text-xs font-bold text-white">{t('dasha.now')}</span>
                  )}
                  <ChevronDown
                    className="ml-auto h-5 w-5 text-saffron-600 transition-transform group-open:rotate-180"
                    aria-hidden
                  />
                </summary>
                <ul className="grid gap-1 px-4 pb-3 pt-1 text-sm">
                  {m.antardashas.map((a) => (
                    <li
                      key={a.start}
                      className={`flex justify-between gap-3 rounded px-2 py-1 ${isRunning(a, now) ? 'bg-gold-400/20 font-semibold' : ''}`}
                    >
                      <span>
                        {names.graha(m.lord)} / {names.graha(a.lord)}
                      </span>
                      <span className="tabular-nums text-ink-600">
                        {dateAt(a.start, offset)} – {dateAt(a.end, offset)}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
