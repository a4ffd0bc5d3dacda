import { CalendarClock } from 'lucide-react';
import { streamPageStatus, toMillis, type StreamPageStatus } from '@sankalp/shared/timing';
import { StatusChip } from '../../../components/ui/StatusChip';
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
      <StatusChip
        data-testid="stream-status"
        tone={BADGE[status]}
        className="tracking-wider"
        mark={status === 'LIVE' && <span className="h-2 w-2 animate-pulse rounded-full bg-gold-400" aria-hidden />}
      >
        {t(`status.${status}`)}
      </StatusChip>
      {!repeatsBadge && (
        // Counts down in minutes: read when reached, not announced as it changes.
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-600" aria-live="off">
          <CalendarClock className="h-4 w-4" aria-hidden />
          {text}
        </span>
      )}
    </div>
  );
}
