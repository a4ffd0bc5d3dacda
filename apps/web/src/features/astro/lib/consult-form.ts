/**
 * The consultation booking form (spec part 3 §§ 2, 5 "Consultation booking form") as typed, its
 * request, and its messages: the shared zod schema that POST /pandit-bookings checks, plus the
 * time rules of consult-time.ts against the pandit's free intervals.
 */
import type { TimeInterval } from '@sankalp/shared/api/pandit-bookings';
import { ACCOUNT_NAME_MAX, MOBILE_DIGITS } from '@sankalp/shared/constants';
import {
  PANDIT_BOOKING_ERRORS,
  PANDIT_SERVICES,
  SPECIAL_REQUESTS_MAX,
  panditBookingSchema,
  type PanditBookingInput,
  type PanditService,
} from '@sankalp/shared/schemas/panditBooking';
import { checkTimes, clockMinutes, isIsoDate, istIso } from './consult-time';

export type ConsultForm = {
  name: string;
  email: string;
  phone: string;
  serviceType: PanditService | '';
  /** IST date, YYYY-MM-DD. */
  date: string;
  /** IST wall clock, 'HH:MM'. */
  from: string;
  to: string;
  specialRequests: string;
};

export type ConsultField = 'name' | 'email' | 'phone' | 'serviceType' | 'date' | 'from' | 'to' | 'specialRequests';
export type ConsultErrors = Partial<Record<ConsultField, string>>;

/** In the order of the page: the first one with an error is focused and named in the toast. */
export const CONSULT_FIELDS: readonly ConsultField[] = ['name', 'email', 'phone', 'serviceType', 'date', 'from', 'to', 'specialRequests'];

export const emptyConsultForm = (): ConsultForm => ({
  name: '',
  email: '',
  phone: '',
  serviceType: '',
  date: '',
  from: '',
  to: '',
  specialRequests: '',
});

/**
 * Phone as typed or pasted: digits only, at most 10 (the spec reduces the phone to digits). A
 * pasted '+91 98765 43210' or '098765 43210' keeps the mobile number, not its prefix.
 */
export function phoneInput(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === MOBILE_DIGITS + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === MOBILE_DIGITS + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, MOBILE_DIGITS);
}

/** The service chosen at the start: the pandit's only one, else none (the devotee picks). */
export const initialService = (services: readonly PanditService[]): PanditService | '' =>
  services.length === 1 ? (services[0] ?? '') : '';

/** The signed-in devotee's name, e-mail and mobile (a +91 in front is dropped). */
export function prefilledConsultForm(
  user: { fullName?: string; email?: string; phoneNumber?: string } | null,
  services: readonly PanditService[],
): ConsultForm {
  const digits = (user?.phoneNumber ?? '').replace(/\D/g, '');
  return {
    ...emptyConsultForm(),
    name: (user?.fullName ?? '').trim().slice(0, ACCOUNT_NAME_MAX),
    email: (user?.email ?? '').trim(),
    phone: digits.length > MOBILE_DIGITS ? digits.slice(-MOBILE_DIGITS) : digits,
    serviceType: initialService(services),
  };
}

/**
 * POST /pandit-bookings as the spec sends it: the e-mail lower-cased and trimmed, the phone as
 * digits, the times as ISO with +05:30, and the fee the page shows (the server compares it).
 */
export function consultRequest(panditId: string, form: ConsultForm, fee: number): PanditBookingInput {
  const requests = form.specialRequests.trim();
  return {
    panditId,
    customer: { name: form.name.trim(), email: form.email.trim().toLowerCase(), phone: form.phone.replace(/\D/g, '') },
    serviceType: form.serviceType as PanditService,
    preferredTime: {
      from: form.date && form.from ? istIso(form.date, form.from) : '',
      to: form.date && form.to ? istIso(form.date, form.to) : '',
    },
    amount: fee,
    ...(requests ? { specialRequests: requests } : {}),
  };
}

/** Where an issue of the shared schema belongs on this form. */
function fieldOfPath(path: readonly PropertyKey[]): ConsultField | null {
  const [head, sub] = path;
  if (head === 'customer') return sub === 'name' || sub === 'email' || sub === 'phone' ? sub : null;
  if (head === 'serviceType' || head === 'specialRequests') return head;
  if (head === 'preferredTime') return sub === 'from' ? 'from' : 'to';
  return null;
}

/**
 * The form's messages by field: the shared schema's (name, e-mail, phone, service, special
 * requests), the pandit's own services, and the time rules (date, times, length, free).
 */
export function consultErrors(
  form: ConsultForm,
  ctx: { panditId: string; fee: number; services: readonly PanditService[]; today: string; free: readonly TimeInterval[] | null },
): ConsultErrors {
  const errors: ConsultErrors = {};
  const parsed = panditBookingSchema.safeParse(consultRequest(ctx.panditId, form, ctx.fee));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      // The times are checked below, with the free intervals and clearer words.
      if (field && field !== 'from' && field !== 'to') errors[field] ??= issue.message;
    }
  }
  if (form.serviceType && !ctx.services.includes(form.serviceType)) errors.serviceType ??= PANDIT_BOOKING_ERRORS.serviceNotOffered;
  const time = checkTimes({ date: form.date, from: form.from, to: form.to, today: ctx.today, free: ctx.free });
  if (time) errors[time.field] = time.message;
  return errors;
}

export const firstError = (errors: ConsultErrors): ConsultField | undefined => CONSULT_FIELDS.find((f) => errors[f]);

/** A stored form made safe to put back (typing rules applied). */
export function cleanConsultForm(raw: unknown): ConsultForm | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const service = str(r.serviceType);
  const clock = (v: unknown) => (clockMinutes(str(v)) === null ? '' : str(v));
  return {
    name: str(r.name).slice(0, ACCOUNT_NAME_MAX),
    email: str(r.email).slice(0, 254),
    phone: phoneInput(str(r.phone)),
    serviceType: (PANDIT_SERVICES as readonly string[]).includes(service) ? (service as PanditService) : '',
    date: isIsoDate(str(r.date)) ? str(r.date) : '',
    from: clock(r.from),
    to: clock(r.to),
    specialRequests: str(r.specialRequests).slice(0, SPECIAL_REQUESTS_MAX),
  };
}
