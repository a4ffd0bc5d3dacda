import { CalendarClock } from 'lucide-react';
import { streamPageStatus, toMillis, type StreamPageStatus } from '@sankalp/shared/timing';
import { useNow } from '../../../lib/use-now';
import { streamCountdown } from '../lib/stream-words';
import { useLiveT } from '../i18n';

/** Minutes are the finest unit shown, so a 15 s tick keeps the text current. */
const STATUS_TICK_MS = 15_000;

const BADGE: Record<StreamPageStatus, string> = {
  LIVE: 'bg-maroon-800 text-white',
  UPCOMING: 'bg-saffron-100 text-saffron-700',
  ENDED: 'bg-ink-600 text-white',
};

/** UPCOMING / LIVE / ENDED with its countdown text (spec part 1 § 4, stream page status). */
export function StreamStatus({ startTime, endTime }: { startTime: string; endTime: string | null }) {
  const now = useNow(true, STATUS_TICK_MS);
  const status = streamPageStatus(startTime, endTime, now);
  const { t } = useLiveT();
  const text = streamCountdown(startTime, endTime, now, t);
  // Live without an end time: the text ('Live') would only repeat the badge.
  const repeatsBadge = status === 'LIVE' && Number.isNaN(toMillis(endTime));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span
        data-testid="stream-status"
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wider ${BADGE[status]}`}
      >
        {status === 'LIVE' && <span className="h-2 w-2 animate-pulse rounded-full bg-gold-400" aria-hidden />}
        {t(`status.${status}`)}
      </span>
      {!repeatsBadge && (
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-600">
          <CalendarClock className="h-4 w-4" aria-hidden />
          {text}
        </span>
      )}
    </div>
  );
}
