import { z } from 'zod';

// Inputs of POST /kundli, GET /panchang and GET /places (issue 11). The web form validates with the
// same schemas; each message names the field's problem.

export const KUNDLI_YEAR_MIN = 1900;
export const KUNDLI_YEAR_MAX = 2100;
export const KUNDLI_TEXT_MAX = 100;
/** UTC offsets in use on Earth: −12:00 to +14:00. */
export const UTC_OFFSET_MIN_MINUTES = -12 * 60;
export const UTC_OFFSET_MAX_MINUTES = 14 * 60;
export const PLACES_LIMIT_MAX = 20;

export const KUNDLI_ERRORS = {
  name: 'Name is required',
  nameLong: `Name cannot exceed ${KUNDLI_TEXT_MAX} characters`,
  control: 'Remove control characters',
  date: 'Enter the date as YYYY-MM-DD',
  dateReal: 'This date does not exist',
  dateRange: `Dates from ${KUNDLI_YEAR_MIN} to ${KUNDLI_YEAR_MAX} only`,
  time: 'Enter the time as HH:MM (00:00 to 23:59)',
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  place: 'Place is required',
  placeLong: `Place cannot exceed ${KUNDLI_TEXT_MAX} characters`,
  offset: 'UTC offset must be whole minutes from -720 (−12:00) to 840 (+14:00)',
  timezone: 'Unknown time zone',
  zoneMissing: 'Give the time zone or the UTC offset',
  zoneBoth: 'Give either the time zone or the UTC offset, not both',
  query: 'Type at least one letter of the place',
  queryLong: `Search text cannot exceed ${KUNDLI_TEXT_MAX} characters`,
  limit: `Limit must be a whole number from 1 to ${PLACES_LIMIT_MAX}`,
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function text(required: string, tooLong: string) {
  return z
    .string({ error: required })
    .max(KUNDLI_TEXT_MAX * 4, { error: tooLong, abort: true }) // before trimming a huge string
    .trim()
    .min(1, { error: required, abort: true })
    .max(KUNDLI_TEXT_MAX, tooLong)
    .refine((v) => !CONTROL.test(v), KUNDLI_ERRORS.control);
}

/** A proleptic Gregorian date that exists (no 31 February). */
export function isRealCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export type CalendarDate = { year: number; month: number; day: number };

/** "YYYY-MM-DD", a real date, 1900-2100 → { year, month, day }. */
export const kundliDateSchema = z
  .string({ error: KUNDLI_ERRORS.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: KUNDLI_ERRORS.date, abort: true })
  .transform((v, ctx): CalendarDate => {
    const [year, month, day] = v.split('-').map(Number) as [number, number, number];
    if (!isRealCalendarDate(year, month, day)) ctx.addIssue({ code: 'custom', message: KUNDLI_ERRORS.dateReal });
    else if (year < KUNDLI_YEAR_MIN || year > KUNDLI_YEAR_MAX)
      ctx.addIssue({ code: 'custom', message: KUNDLI_ERRORS.dateRange });
    return { year, month, day };
  });

/** "HH:MM", 00:00-23:59 → { hour, minute }. */
export const kundliTimeSchema = z
  .string({ error: KUNDLI_ERRORS.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, KUNDLI_ERRORS.time)
  .transform((v) => ({ hour: Number(v.slice(0, 2)), minute: Number(v.slice(3, 5)) }));

/** Plain decimal text: no exponent, no hex, no spaces, at most 8 decimals. */
const DECIMAL = /^-?\d{1,3}(\.\d{1,8})?$/;

/** A coordinate as a JSON number or plain decimal text, within ±bound. */
function coordinate(bound: number, message: string) {
  return z
    .union([z.number({ error: message }), z.string({ error: message })], { error: message })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : DECIMAL.test(v) ? Number(v) : NaN;
      if (!Number.isFinite(n) || Math.abs(n) > bound) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}
export const latitudeSchema = coordinate(90, KUNDLI_ERRORS.latitude);
export const longitudeSchema = coordinate(180, KUNDLI_ERRORS.longitude);

/** True when the runtime knows this IANA zone name (aliases such as Asia/Calcutta included). */
export function isTimeZoneName(v: string): boolean {
  if (v.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(v)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: v });
    return true;
  } catch {
    return false;
  }
}
export const timezoneSchema = z
  .string({ error: KUNDLI_ERRORS.timezone })
  .refine(isTimeZoneName, KUNDLI_ERRORS.timezone);

export const utcOffsetMinutesSchema = z
  .number({ error: KUNDLI_ERRORS.offset })
  .int(KUNDLI_ERRORS.offset)
  .min(UTC_OFFSET_MIN_MINUTES, KUNDLI_ERRORS.offset)
  .max(UTC_OFFSET_MAX_MINUTES, KUNDLI_ERRORS.offset);

const kundliFields = {
  name: text(KUNDLI_ERRORS.name, KUNDLI_ERRORS.nameLong),
  dateOfBirth: kundliDateSchema,
  timeOfBirth: kundliTimeSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  place: text(KUNDLI_ERRORS.place, KUNDLI_ERRORS.placeLong),
  utcOffsetMinutes: utcOffsetMinutesSchema.optional(),
  timezone: timezoneSchema.optional(),
};

/** Exactly one of timezone / utcOffsetMinutes. */
function oneZone(v: { timezone?: string; utcOffsetMinutes?: number }, ctx: z.RefinementCtx) {
  if (v.timezone === undefined && v.utcOffsetMinutes === undefined) {
    ctx.addIssue({ code: 'custom', path: ['timezone'], message: KUNDLI_ERRORS.zoneMissing });
  } else if (v.timezone !== undefined && v.utcOffsetMinutes !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['utcOffsetMinutes'], message: KUNDLI_ERRORS.zoneBoth });
  }
}

/** POST /kundli */
export const kundliRequestSchema = z.object(kundliFields).superRefine(oneZone);
export type KundliRequestInput = z.input<typeof kundliRequestSchema>;
export type KundliRequest = z.output<typeof kundliRequestSchema>;

/**
 * POST /kundli/saved: the request plus `timeUnknown` (the devotee ticked "I don't know the exact
 * time"; the time given is then noon and the report warns that the lagna and houses are uncertain).
 */
export const kundliSaveSchema = z
  .object({ ...kundliFields, timeUnknown: z.boolean({ error: 'timeUnknown must be true or false' }).optional() })
  .superRefine(oneZone);
export type KundliSaveInput = z.input<typeof kundliSaveSchema>;
export type KundliSave = z.output<typeof kundliSaveSchema>;

/**
 * The same inputs as query-string text: the report page's URL (/Kundli-report?…) and
 * GET /kundli/report.pdf?… share these names, so a report link can be shared and its PDF fetched.
 */
export const kundliQuerySchema = z
  .object({
    ...kundliFields,
    utcOffsetMinutes: z
      .string({ error: KUNDLI_ERRORS.offset })
      .regex(/^-?\d{1,3}$/, { error: KUNDLI_ERRORS.offset, abort: true })
      .transform(Number)
      .pipe(utcOffsetMinutesSchema)
      .optional(),
    timeUnknown: z
      .enum(['1', '0'], { error: 'timeUnknown must be 1 or 0' })
      .transform((v) => v === '1')
      .optional(),
  })
  .superRefine(oneZone);
export type KundliQuery = z.output<typeof kundliQuerySchema>;

/** GET /panchang?date=&latitude=&longitude=&timezone= */
export const panchangQuerySchema = z.object({
  date: kundliDateSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timezone: timezoneSchema,
});
export type PanchangQuery = z.output<typeof panchangQuerySchema>;

/** GET /places?q=&limit= */
export const placesQuerySchema = z.object({
  q: text(KUNDLI_ERRORS.query, KUNDLI_ERRORS.queryLong),
  limit: z
    .string({ error: KUNDLI_ERRORS.limit })
    .regex(/^\d{1,2}$/, KUNDLI_ERRORS.limit)
    .transform(Number)
    .refine((n) => n >= 1 && n <= PLACES_LIMIT_MAX, KUNDLI_ERRORS.limit)
    .optional(),
});
export type PlacesQuery = z.output<typeof placesQuerySchema>;
