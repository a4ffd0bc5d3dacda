import { streamPageStatus, toMillis, type DateInput } from '@sankalp/shared/timing';
import { IST_OFFSET_MS } from '@sankalp/shared/calendar';
import { formatTime } from '../../../lib/i18n/format';
import type { Language } from '../../../lib/i18n/index';
import { liveT } from '../i18n';

const MINUTE = 60_000;

/** Whole hours and minutes of a span, rounded as streamCountdownText rounds it. */
function hm(ms: number, round: (x: number) => number) {
  const total = Math.max(0, round(ms / MINUTE));
  return { h: Math.floor(total / 60), m: total % 60 };
}

/**
 * streamCountdownText (@sankalp/shared/timing) in the reader's language: 'Starts in 2h 5m',
 * '1h 10m remaining', 'Duration: 1h 30m'; 'Live' for a live stream without an end.
 */
export function streamCountdown(startTime: DateInput, endTime: DateInput | null | undefined, now: DateInput, t = liveT) {
  const status = streamPageStatus(startTime, endTime, now);
  const [start, end, at] = [toMillis(startTime), toMillis(endTime), toMillis(now)];
  if (status === 'UPCOMING') return Number.isNaN(start) ? t('status.upcoming') : t('status.startsIn', hm(start - at, Math.ceil));
  if (status === 'ENDED') return Number.isNaN(start) ? t('status.ended') : t('status.duration', hm(end - start, Math.round));
  if (Number.isNaN(end)) return t('status.live');
  return t('status.remaining', hm(end - at, Math.ceil));
}

/** A sample aarti time ('3:00 AM', IST) as the reader reads times: Hindi says 'सुबह 3:00'. */
export function aartiTime(time: string, lng: Language): string {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (lng === 'en' || !m) return time;
  const hours = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return formatTime(Date.UTC(2000, 0, 1, hours, Number(m[2])) - IST_OFFSET_MS, lng);
}
