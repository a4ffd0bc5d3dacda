/**
 * Time-dependent states: puja participation windows, live streams, countdowns,
 * chadhava events and their date filters, and date / viewer formatting.
 * Every function takes `now` explicitly (default: the current time) so it is testable.
 */
import { istAddMonths, istDate, istDayNumber, istDayStart, MONTH_NAMES, toMillis } from './calendar';
import type { DateInput } from './calendar';
import type { EventDateFilter } from './constants';

export type { DateInput } from './calendar';
export { toMillis } from './calendar';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ─── Puja timing (part 1 §4) ─────────────────────────────────────────────────

export type PujaStatus = 'upcoming' | 'live' | 'closed';

/**
 * Before startTime upcoming; from startTime to endTime (both included) live; after
 * endTime closed. Missing or invalid times count as closed (participation disabled).
 */
export function pujaStatus(startTime: DateInput, endTime: DateInput, now: DateInput = Date.now()): PujaStatus {
  const start = toMillis(startTime);
  const end = toMillis(endTime);
  const t = toMillis(now);
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(t)) return 'closed';
  if (t < start) return 'upcoming';
  if (t <= end) return 'live';
  return 'closed';
}

export interface PujaBadge {
  status: PujaStatus;
  /** 'Starts in' (upcoming), 'Ends in' (live) or 'Closed'. */
  label: 'Starts in' | 'Ends in' | 'Closed';
  /** Time left to start (upcoming) or to end (live); all zeros when closed. */
  parts: CountdownParts;
}

/** The puja card's countdown badge. */
export function pujaBadge(startTime: DateInput, endTime: DateInput, now: DateInput = Date.now()): PujaBadge {
  const status = pujaStatus(startTime, endTime, now);
  if (status === 'upcoming') return { status, label: 'Starts in', parts: countdownParts(startTime, now) };
  if (status === 'live') return { status, label: 'Ends in', parts: countdownParts(endTime, now) };
  return { status, label: 'Closed', parts: countdownParts(0, 0) };
}

// ─── Live streams (part 1 §4) ────────────────────────────────────────────────

/**
 * Live-list label: live when now ≥ startTime and, if an endTime is given, now ≤ endTime.
 * Without an endTime a stream that starts in the future is not live.
 */
export function streamIsLive(
  startTime: DateInput,
  endTime: DateInput | null | undefined,
  now: DateInput = Date.now(),
): boolean {
  const start = toMillis(startTime);
  const t = toMillis(now);
  if (Number.isNaN(start) || Number.isNaN(t) || t < start) return false;
  const end = toMillis(endTime);
  return Number.isNaN(end) || t <= end;
}

export type StreamPageStatus = 'UPCOMING' | 'LIVE' | 'ENDED';

/**
 * Stream page status. With an end time: before start UPCOMING, between LIVE, after ENDED.
 * Without one: future start UPCOMING, else LIVE.
 */
export function streamPageStatus(
  startTime: DateInput,
  endTime: DateInput | null | undefined,
  now: DateInput = Date.now(),
): StreamPageStatus {
  const start = toMillis(startTime);
  const end = toMillis(endTime);
  const t = toMillis(now);
  if (!Number.isNaN(end) && t > end) return 'ENDED';
  // A stream without a readable start time is never shown as live (as in streamIsLive).
  if (Number.isNaN(start) || t < start) return 'UPCOMING';
  return 'LIVE';
}

function hoursMinutes(ms: number, round: (x: number) => number): string {
  const totalMinutes = Math.max(0, round(ms / MINUTE));
  return `${Math.floor(totalMinutes / 60)}h ${totalMinutes % 60}m`;
}

/**
 * Stream countdown text:
 * - UPCOMING → 'Starts in Xh Ym' (time to start, rounded up to the minute);
 * - LIVE with an end → 'Xh Ym remaining' (time to end, rounded up to the minute);
 * - ENDED → 'Duration: Xh Ym' (end − start, rounded to the nearest minute);
 * - LIVE without an end → 'Live'.
 */
export function streamCountdownText(
  startTime: DateInput,
  endTime: DateInput | null | undefined,
  now: DateInput = Date.now(),
): string {
  const status = streamPageStatus(startTime, endTime, now);
  const start = toMillis(startTime);
  const end = toMillis(endTime);
  const t = toMillis(now);
  if (status === 'UPCOMING') {
    return Number.isNaN(start) ? 'Upcoming' : `Starts in ${hoursMinutes(start - t, Math.ceil)}`;
  }
  if (status === 'ENDED') {
    return Number.isNaN(start) ? 'Ended' : `Duration: ${hoursMinutes(end - start, Math.round)}`;
  }
  if (Number.isNaN(end)) return 'Live';
  return `${hoursMinutes(end - t, Math.ceil)} remaining`;
}

// ─── Countdowns ──────────────────────────────────────────────────────────────

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target is reached (all parts are then 0). */
  done: boolean;
}

/** Whole days, hours, minutes and seconds left until `target`; never negative. */
export function countdownParts(target: DateInput, now: DateInput = Date.now()): CountdownParts {
  const diff = toMillis(target) - toMillis(now);
  if (!(diff > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  return {
    days: Math.floor(diff / DAY),
    hours: Math.floor((diff % DAY) / HOUR),
    minutes: Math.floor((diff % HOUR) / MINUTE),
    seconds: Math.floor((diff % MINUTE) / SECOND),
    done: false,
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Days then hh:mm:ss: '2d 03:04:05', or '03:04:05' when no whole day is left. */
export function formatCountdown(parts: CountdownParts): string {
  const clock = `${pad2(parts.hours)}:${pad2(parts.minutes)}:${pad2(parts.seconds)}`;
  return parts.days > 0 ? `${parts.days}d ${clock}` : clock;
}

// ─── Chadhava events (part 2 §2, §4, §5) ─────────────────────────────────────

/** The fields of a chadhava event that decide whether it can be booked. */
export interface EventLike {
  _id?: string | null;
  id?: string | null;
  name?: string | null;
  temple?: string | { name?: string | null } | null;
  date?: DateInput | null;
  isActive?: boolean | null;
  maxParticipants?: number | null;
  currentParticipants?: number | null;
}

/** The spec's messages for an event that cannot be booked (part 2 §5). */
export const EVENT_ERRORS = {
  missing: 'Event data is missing',
  invalidId: 'Invalid event ID',
  incomplete: 'Event information is incomplete',
  dateMissing: 'Event date is missing',
  past: 'This event has already passed',
  inactive: 'This event is not currently active',
  full: 'This event is fully booked',
} as const;

const filled = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim() !== '';

/** Places left, or null when the event has no participant limit. Never negative. */
export function slotsLeft(event: EventLike): number | null {
  const max = event.maxParticipants;
  if (typeof max !== 'number' || !Number.isFinite(max)) return null;
  return Math.max(0, max - (event.currentParticipants ?? 0));
}

/** Full when currentParticipants ≥ maxParticipants (an event without a limit is never full). */
export function isEventFull(event: EventLike): boolean {
  return slotsLeft(event) === 0;
}

/**
 * A date is past once its IST calendar day has ended: an event stays bookable for the
 * whole of its day, whatever the hour.
 */
export function isPastDate(date: DateInput, now: DateInput = Date.now()): boolean {
  return istDayNumber(toMillis(date)) < istDayNumber(toMillis(now));
}

/**
 * Why the event cannot be booked (the spec's message), or null when it can: it needs an
 * id, a name, a temple and a date, the date must not be past, it must be active
 * (isActive === true) and not full.
 */
export function eventBookingError(event: EventLike | null | undefined, now: DateInput = Date.now()): string | null {
  if (!event) return EVENT_ERRORS.missing;
  if (!filled(event._id ?? event.id)) return EVENT_ERRORS.invalidId;
  const temple = event.temple;
  const hasTemple = typeof temple === 'string' ? filled(temple) : temple !== null && temple !== undefined;
  if (!filled(event.name) || !hasTemple) return EVENT_ERRORS.incomplete;
  if (event.date === null || event.date === undefined || Number.isNaN(toMillis(event.date))) {
    return EVENT_ERRORS.dateMissing;
  }
  if (isPastDate(event.date, now)) return EVENT_ERRORS.past;
  if (event.isActive !== true) return EVENT_ERRORS.inactive;
  if (isEventFull(event)) return EVENT_ERRORS.full;
  return null;
}

export function isEventBookable(event: EventLike | null | undefined, now: DateInput = Date.now()): boolean {
  return eventBookingError(event, now) === null;
}

/**
 * Event card state, in this order:
 * - 'closed': cannot be booked for any reason but fullness (past date, inactive, incomplete);
 * - 'full': Fully Booked, button disabled;
 * - 'not_started': bookable and its date-time is still ahead (show the countdown);
 * - 'bookable': bookable and under way today (show "Only N left" when limited).
 * 'not_started' and 'bookable' can both be booked; see isEventBookable.
 */
export type EventState = 'not_started' | 'closed' | 'full' | 'bookable';

export function eventState(event: EventLike, now: DateInput = Date.now()): EventState {
  const error = eventBookingError(event, now);
  if (error === EVENT_ERRORS.full) return 'full';
  if (error !== null) return 'closed';
  return toMillis(event.date) > toMillis(now) ? 'not_started' : 'bookable';
}

/**
 * Chadhava list date filter, on IST days: 'today', 'tomorrow'; 'week' = today and the next
 * 6 days (7 days); 'month' = from today up to (not including) the same day next month.
 * An invalid date passes only 'all'.
 */
export function eventDateFilter(date: DateInput, filter: EventDateFilter, now: DateInput = Date.now()): boolean {
  if (filter === 'all') return true;
  const day = istDayNumber(toMillis(date));
  const today = istDayNumber(toMillis(now));
  if (Number.isNaN(day) || Number.isNaN(today)) return false;
  switch (filter) {
    case 'today':
      return day === today;
    case 'tomorrow':
      return day === today + 1;
    case 'week':
      return day >= today && day < today + 7;
    case 'month':
      return day >= today && day < istAddMonths(today, 1);
  }
}

// ─── Formatting ──────────────────────────────────────────────────────────────

/** en-GB day month year in IST: '21 November 2026'. Invalid input gives ''. */
export function formatDateGB(date: DateInput): string {
  const ms = toMillis(date);
  if (Number.isNaN(ms)) return '';
  const { year, month, day } = istDate(istDayStart(istDayNumber(ms)));
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** Viewer count: below 1000 as is; from 1000 as x.xk, one decimal rounded half up (1050 → '1.1k'). */
export function formatViewers(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  if (n < 1000) return String(Math.round(n));
  const tenths = Math.round(n / 100);
  return `${Math.floor(tenths / 10)}.${tenths % 10}k`;
}
