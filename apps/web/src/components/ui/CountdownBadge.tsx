import { useRef } from 'react';
import { countdownParts, pujaStatus, type CountdownParts } from '@sankalp/shared/timing';
import { useNow } from '../../lib/use-now';
import { useInView } from '../../lib/use-in-view';
import { useUiT, uiT } from './i18n';
import { StatusChip } from './StatusChip';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Days then hh:mm:ss in the reader's language: '2d 03:04:05' / '2 दिन 03:04:05', '03:04:05' under a day. */
export function countdownText(parts: CountdownParts, t = uiT): string {
  const clock = `${pad2(parts.hours)}:${pad2(parts.minutes)}:${pad2(parts.seconds)}`;
  return parts.days > 0 ? t('countdown.daysClock', { days: parts.days, clock }) : clock;
}

/**
 * 'Starts in …' before start, 'Ends in …' (live pulse) while running, 'Closed' after the end;
 * ticks every second (spec part 1 § 2, puja card) on the shared clock, and only while on screen:
 * a long list re-renders just the badges a devotee can see.
 */
export function CountdownBadge({ startTime, endTime, className = '' }: { startTime: string; endTime: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { t } = useUiT();
  // Without IntersectionObserver every badge ticks, as before.
  const onScreen = useInView(ref, '200px', true);
  const now = useNow(onScreen && !countdownParts(endTime).done);
  const status = pujaStatus(startTime, endTime, now);
  if (status === 'closed') {
    return (
      <StatusChip ref={ref} tone="bg-ink-600 text-white" className={className}>
        {t('countdown.closed')}
      </StatusChip>
    );
  }
  const live = status === 'live';
  const time = countdownText(countdownParts(live ? endTime : startTime, now), t);
  return (
    <StatusChip
      ref={ref}
      tone={live ? 'bg-maroon-800 text-white' : 'bg-maroon-800 text-gold-400'}
      className={`tabular-nums ${className}`}
      mark={live && <span className="h-2 w-2 rounded-full bg-gold-400 motion-safe:animate-pulse" aria-hidden />}
      // It changes every second: read when reached, never announced on each tick.
      aria-live="off"
    >
      {t(live ? 'countdown.endsIn' : 'countdown.startsIn', { time })}
    </StatusChip>
  );
}
