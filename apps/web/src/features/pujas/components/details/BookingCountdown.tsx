import { countdownParts } from '@sankalp/shared/timing';
import { formatDate, formatTime } from '../../../../lib/i18n/format';
import { useNow } from '../../../../lib/use-now';
import { usePujasT } from '../../i18n';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Time left to book, to endTime, as four boxes (gold digits on maroon). Ticks each second and
 * stops at zeros (spec part 2 § 4).
 */
export function BookingCountdown({ endTime }: { endTime: string }) {
  // Re-evaluated on every tick: once the end has passed the timer is released.
  const now = useNow(!countdownParts(endTime).done);
  const { days, hours, minutes, seconds, done } = countdownParts(endTime, now);
  const { t } = usePujasT();
  const boxes: [string, number][] = [
    [t('details.days'), days],
    [t('details.hours'), hours],
    [t('details.mins'), minutes],
    [t('details.secs'), seconds],
  ];
  return (
    <div className="rounded-[12px] bg-white p-4 shadow-raised ring-1 ring-cream-200 sm:max-w-sm">
      <p id="booking-countdown" className="text-sm font-semibold text-ink-900">
        {done ? t('details.closed') : t('details.closesIn')}
      </p>
      {/* A timer is silent by default; said outright too, so no reader announces each second. */}
      <div role="timer" aria-live="off" aria-labelledby="booking-countdown" className="mt-2 grid grid-cols-4 gap-2">
        {boxes.map(([label, value]) => (
          <div key={label} className="flex flex-col items-center rounded-[10px] bg-maroon-800 py-2 shadow-inner">
            <span className="font-display text-2xl font-bold tabular-nums text-gold-400 md:text-[28px]">
              {pad2(value)}
            </span>
            <span className="text-[11px] font-semibold uppercase tracking-wider text-cream-100">{label}</span>
          </div>
        ))}
      </div>
      {!done && (
        <p className="mt-2 text-sm text-ink-600">
          {t('details.closesAt', { date: formatDate(endTime), time: formatTime(endTime) })}
        </p>
      )}
    </div>
  );
}
