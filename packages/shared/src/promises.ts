/**
 * Promises made after a payment (issue 10; architecture principle 8): each is a row with a due
 * date that the team keeps and the devotee sees. The due-date rules are the spec's figures, in IST.
 */
import { istDayNumber, istDayStart } from './calendar';

export const PROMISE_TYPES = [
  /** A person calls the devotee: 2 hours after a puja booking, 4 after a store order. */
  'confirmation_call',
  /** The puja (or the chadhava offering) is performed on its date. */
  'puja_performed',
  /** The puja's video reaches the devotee: puja date + 5 days. */
  'puja_video',
  /** The Aashirwad Box (prasad) is delivered: puja date + 10 days (shipping is recorded on the way). */
  'aashirwad_box',
  /** A parcel (store order, prasad order) leaves: 3 IST business days after payment. */
  'dispatch',
  /** A parcel arrives (prasad order: 5 days after the order, as the spec estimates). */
  'delivery',
  /** The 80G certificate of a donation: 7 days after payment. */
  'certificate_80g',
  /** A consultation takes place (completed or no-show) by the end of its slot. */
  'consultation',
] as const;
export type PromiseType = (typeof PROMISE_TYPES)[number];

/** `overdue` is never stored: it is an open promise whose due date has passed. */
export type PromiseStatus = 'open' | 'kept' | 'overdue';

/** What every booking read carries (`promises: [...]`), rupee-free and personal-data-free. */
export type PromiseView = {
  kind: PromiseType;
  dueAt: string;
  status: PromiseStatus;
  keptAt: string | null;
  /** What it was kept with, as the devotee may see it (video link, courier and tracking number …). */
  evidence?: PromiseEvidenceView;
};

export type PromiseEvidenceView = {
  /** The puja video (played on the site) and its poster. */
  videoUrl?: string;
  posterUrl?: string;
  photoUrls?: string[];
  courier?: string;
  trackingNumber?: string;
  shippedAt?: string;
  /** A document (80G certificate). */
  documentUrl?: string;
  /** consultation: how it ended. */
  outcome?: 'completed' | 'no_show';
};

const HOUR_MS = 3_600_000;

/** The end (next day's 00:00 IST) of the IST day `days` after the IST day of `at`. */
export function endOfIstDayPlus(at: Date, days: number): Date {
  return new Date(istDayStart(istDayNumber(at.getTime()) + days + 1));
}

/** IST weekday of a day number: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
const istWeekday = (dayNumber: number) => (((dayNumber + 4) % 7) + 7) % 7;

/**
 * The end of the `n`th IST business day (Monday to Friday) after the day of `at`; the day of
 * `at` itself does not count. Public holidays are not known here and count as business days.
 */
export function endOfIstBusinessDays(at: Date, n: number): Date {
  let day = istDayNumber(at.getTime());
  let left = n;
  while (left > 0) {
    day += 1;
    const wd = istWeekday(day);
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return new Date(istDayStart(day + 1));
}

/** The spec's figures (part 1 overview, part 2 § 1, part 3 policies and FAQ). */
export const PROMISE_FIGURES = {
  pujaCallHours: 2,
  storeCallHours: 4,
  videoDaysAfterPuja: 5,
  aashirwadBoxDaysAfterPuja: 10,
  dispatchBusinessDays: 3,
  prasadDeliveryDays: 5,
  certificateDays: 7,
} as const;

/** Due dates, one rule a type; `paidAt` is when the payment settled, `eventAt` the puja or slot. */
export const promiseDue = {
  confirmationCall: (paidAt: Date, kind: 'puja' | 'store') =>
    new Date(paidAt.getTime() + (kind === 'puja' ? PROMISE_FIGURES.pujaCallHours : PROMISE_FIGURES.storeCallHours) * HOUR_MS),
  pujaPerformed: (pujaAt: Date) => endOfIstDayPlus(pujaAt, 0),
  pujaVideo: (pujaAt: Date) => endOfIstDayPlus(pujaAt, PROMISE_FIGURES.videoDaysAfterPuja),
  aashirwadBox: (pujaAt: Date) => endOfIstDayPlus(pujaAt, PROMISE_FIGURES.aashirwadBoxDaysAfterPuja),
  dispatch: (paidAt: Date) => endOfIstBusinessDays(paidAt, PROMISE_FIGURES.dispatchBusinessDays),
  prasadDelivery: (paidAt: Date) => endOfIstDayPlus(paidAt, PROMISE_FIGURES.prasadDeliveryDays),
  certificate80g: (paidAt: Date) => endOfIstDayPlus(paidAt, PROMISE_FIGURES.certificateDays),
  consultation: (slotEnd: Date) => slotEnd,
};

/** open, kept, or overdue (open and past due) at `now`. */
export function promiseStatus(p: { dueAt: Date | string; keptAt: Date | string | null }, now: Date): PromiseStatus {
  if (p.keptAt) return 'kept';
  return new Date(p.dueAt).getTime() < now.getTime() ? 'overdue' : 'open';
}
