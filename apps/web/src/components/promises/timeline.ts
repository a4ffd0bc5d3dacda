import type { PayableKind, PaymentStatus } from '@sankalp/shared/api/payments';
import type { PromiseEvidenceView, PromiseType, PromiseView } from '@sankalp/shared/promises';

/*
 * A paid record's timeline (issue 10): "booked", then one step per promise the server sent, in the
 * order a devotee lives them. An Aashirwad Box is two steps (shipped, then delivered) since the team
 * records the shipping on the way. Status comes from the server (`overdue` is its verdict at read
 * time), so nothing here needs a clock.
 */

export type StepKey =
  'booked' | 'call' | 'performed' | 'video' | 'shipped' | 'delivered' | 'dispatched' | 'certificate' | 'consultation';

export type StepState = 'done' | 'upcoming' | 'late';

export type TimelineStep = {
  key: StepKey;
  state: StepState;
  /** When it is due (ISO); null for steps without a promise of their own (booked, shipped). */
  dueAt: string | null;
  /** When it happened (ISO), null while not yet. */
  doneAt: string | null;
  evidence?: PromiseEvidenceView;
};

export type TimelineRecord = {
  kind: PayableKind;
  payment_status: PaymentStatus;
  /** When it was paid (the "booked" step); absent on account cards, which show only what is next. */
  paid_at?: string | null;
  promises: PromiseView[];
};

/** The order the steps are lived in (the server sends them by due date, which can differ). */
const ORDER: Record<PromiseType, number> = {
  confirmation_call: 1,
  puja_performed: 2,
  puja_video: 3,
  aashirwad_box: 4,
  dispatch: 5,
  delivery: 6,
  certificate_80g: 7,
  consultation: 8,
};

const STEP_OF: Record<Exclude<PromiseType, 'aashirwad_box'>, StepKey> = {
  confirmation_call: 'call',
  puja_performed: 'performed',
  puja_video: 'video',
  dispatch: 'dispatched',
  delivery: 'delivered',
  certificate_80g: 'certificate',
  consultation: 'consultation',
};

const stateOf = (p: PromiseView): StepState =>
  p.status === 'kept' ? 'done' : p.status === 'overdue' ? 'late' : 'upcoming';

/** Whether a record shows a timeline at all: paid, not refunded in full, with promises. */
export const hasTimeline = (r: Pick<TimelineRecord, 'payment_status' | 'promises'>) =>
  r.payment_status === 'completed' && Array.isArray(r.promises) && r.promises.length > 0;

/** The steps of a record, first to last; [] when it shows no timeline. */
export function timelineSteps(r: TimelineRecord): TimelineStep[] {
  if (!hasTimeline(r)) return [];
  const steps: TimelineStep[] = [];
  if (r.paid_at) steps.push({ key: 'booked', state: 'done', dueAt: null, doneAt: r.paid_at });
  const promises = [...r.promises].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  for (const p of promises) {
    const evidence = p.evidence;
    if (p.kind === 'aashirwad_box') {
      // Shipped once the team recorded it (or the box arrived without a recorded shipping).
      const shippedAt = evidence?.shippedAt ?? p.keptAt;
      steps.push({
        key: 'shipped',
        state: shippedAt ? 'done' : 'upcoming',
        dueAt: null,
        doneAt: shippedAt ?? null,
        ...(evidence?.courier || evidence?.trackingNumber ? { evidence } : {}),
      });
      steps.push({ key: 'delivered', state: stateOf(p), dueAt: p.dueAt, doneAt: p.keptAt });
      continue;
    }
    steps.push({
      key: STEP_OF[p.kind],
      state: stateOf(p),
      dueAt: p.dueAt,
      doneAt: p.keptAt,
      ...(evidence ? { evidence } : {}),
    });
  }
  return steps;
}

/** The first step not done yet (late or upcoming), with its due date; null when all are done. */
export function nextStep(r: TimelineRecord): TimelineStep | null {
  return timelineSteps(r).find((s) => s.state !== 'done') ?? null;
}

/** The instant of a due date as the devotee reads it: "by the end of a day" shows that day, not the next. */
export function dueDisplay(iso: string): { at: Date; withTime: boolean } {
  const d = new Date(iso);
  // A day's end is the next 00:00 IST: shown as the day itself, without a time.
  const istMinutes = (((d.getTime() / 60_000 + 330) % 1440) + 1440) % 1440;
  return istMinutes === 0 ? { at: new Date(d.getTime() - 1), withTime: false } : { at: d, withTime: true };
}

/** How a video step's evidence plays: on the site (a stored video) or at an outside address. */
export function videoOf(
  e: PromiseEvidenceView | undefined,
): { src: string; poster?: string; download: string } | { link: string } | null {
  if (!e?.videoUrl) return null;
  if (e.videoUrl.startsWith('/')) {
    const download = `${e.videoUrl}${e.videoUrl.includes('?') ? '&' : '?'}download=1`;
    return { src: e.videoUrl, ...(e.posterUrl ? { poster: e.posterUrl } : {}), download };
  }
  return { link: e.videoUrl };
}
