import { createSessionDraft, type DraftStorage } from '../../../lib/session-draft';
import { cleanConsultForm, type ConsultForm } from './consult-form';

/**
 * The consultation being booked in this tab (ARCHITECTURE.md: a booking in progress survives a
 * refresh): the form as typed for one pandit, and the pending booking made for it, so a second
 * press of Pay reopens the same booking (its time is held for the devotee) rather than asking for
 * another. The fee, the free times and the booking's status are always the server's.
 */
export type DraftConsultBooking = {
  id: string;
  reference: string;
  /** What it was made for (consultRequest, as JSON): another request makes another booking. */
  key: string;
  order: { id: string; amount: number; currency: string };
  /** Rupees. */
  amount: number;
  keyId?: string;
};

export type ConsultDraft = { panditId: string; form: ConsultForm; booking?: DraftConsultBooking };

const DRAFT_KEY = 'sankalp:consult-draft';
/** A form left for longer than this starts afresh. */
export const CONSULT_DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function readBooking(v: unknown): DraftConsultBooking | undefined {
  if (!isObj(v) || !isText(v.id) || !isText(v.key) || typeof v.amount !== 'number') return undefined;
  const o = v.order;
  if (!isObj(o) || !isText(o.id) || !isWhole(o.amount) || !isText(o.currency)) return undefined;
  return {
    id: v.id,
    reference: typeof v.reference === 'string' ? v.reference : '',
    key: v.key,
    order: { id: o.id, amount: o.amount, currency: o.currency },
    amount: v.amount,
    ...(isText(v.keyId) ? { keyId: v.keyId } : {}),
  };
}

/** The stored draft made safe: no pandit or form drops it all, a bad booking is left out. */
export function readConsultDraft(raw: unknown): ConsultDraft | null {
  if (!isObj(raw) || !isText(raw.panditId)) return null;
  const form = cleanConsultForm(raw.form);
  if (!form) return null;
  const booking = readBooking(raw.booking);
  return { panditId: raw.panditId, form, ...(booking ? { booking } : {}) };
}

export const consultDraft = (storage?: DraftStorage | null) =>
  createSessionDraft<ConsultDraft>(DRAFT_KEY, { maxAgeMs: CONSULT_DRAFT_MAX_AGE_MS, validate: readConsultDraft, storage });

/**
 * The form to start with for this pandit: the draft's own when it is this pandit's; for another
 * pandit only who the devotee is (the service, date and times were for someone else).
 */
export function startingForm(draft: ConsultDraft | null, panditId: string, fallback: ConsultForm): ConsultForm {
  if (!draft) return fallback;
  if (draft.panditId === panditId) return draft.form;
  const { name, email, phone } = draft.form;
  return name || email || phone ? { ...fallback, name, email, phone } : fallback;
}

/** After a paid booking: keep who the devotee is, forget the time (it is theirs now) and the booking. */
export const afterPaid = (form: ConsultForm): Pick<ConsultDraft, 'form' | 'booking'> => ({
  form: { ...form, date: '', from: '', to: '', specialRequests: '' },
  booking: undefined,
});
