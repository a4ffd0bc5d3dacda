import { kundliQuerySchema, type KundliRequestInput, type KundliSaveInput } from '@sankalp/shared/schemas/kundli';

/** What a kundli is made from, as the form and a saved kundli hold it (text fields as typed). */
export type KundliInputs = {
  name: string;
  dateOfBirth: string;
  timeOfBirth: string;
  timeUnknown: boolean;
  place: string;
  latitude: number;
  longitude: number;
  timezone: string | null;
  utcOffsetMinutes: number | null;
};

export const REPORT_PATH = '/Kundli-report';

/**
 * The one URL format of a report (`/Kundli-report?…`): the API's own field names, so the same
 * query fetches the PDF (`/api/v1/kundli/report.pdf?…`) and a shared link opens the same report.
 */
export function reportQuery(k: KundliInputs): string {
  const q = new URLSearchParams({
    name: k.name,
    dateOfBirth: k.dateOfBirth,
    timeOfBirth: k.timeOfBirth,
    place: k.place,
    latitude: String(k.latitude),
    longitude: String(k.longitude),
  });
  if (k.timezone) q.set('timezone', k.timezone);
  else if (k.utcOffsetMinutes !== null) q.set('utcOffsetMinutes', String(k.utcOffsetMinutes));
  if (k.timeUnknown) q.set('timeUnknown', '1');
  return q.toString();
}

export const reportHref = (k: KundliInputs) => `${REPORT_PATH}?${reportQuery(k)}`;

export type ParsedReport =
  | { state: 'empty' }
  | { state: 'invalid'; errors: string[] }
  | { state: 'ok'; inputs: KundliInputs; request: KundliRequestInput; save: KundliSaveInput };

/** Reads a report URL's query: nothing asked, wrong or incomplete details, or what to compute. */
export function parseReportQuery(search: URLSearchParams): ParsedReport {
  const raw = Object.fromEntries([...search.entries()].filter(([k]) => FIELDS.has(k)));
  if (Object.keys(raw).length === 0) return { state: 'empty' };
  const parsed = kundliQuerySchema.safeParse(raw);
  if (!parsed.success) return { state: 'invalid', errors: [...new Set(parsed.error.issues.map((i) => i.message))] };
  const inputs: KundliInputs = {
    name: parsed.data.name,
    dateOfBirth: raw.dateOfBirth!,
    timeOfBirth: raw.timeOfBirth!,
    timeUnknown: parsed.data.timeUnknown ?? false,
    place: parsed.data.place,
    latitude: parsed.data.latitude,
    longitude: parsed.data.longitude,
    timezone: parsed.data.timezone ?? null,
    utcOffsetMinutes: parsed.data.utcOffsetMinutes ?? null,
  };
  const request: KundliRequestInput = {
    name: inputs.name,
    dateOfBirth: inputs.dateOfBirth,
    timeOfBirth: inputs.timeOfBirth,
    place: inputs.place,
    latitude: inputs.latitude,
    longitude: inputs.longitude,
    ...(inputs.timezone ? { timezone: inputs.timezone } : { utcOffsetMinutes: inputs.utcOffsetMinutes ?? 0 }),
  };
  return { state: 'ok', inputs, request, save: { ...request, timeUnknown: inputs.timeUnknown } };
}

const FIELDS = new Set([
  'name',
  'dateOfBirth',
  'timeOfBirth',
  'place',
  'latitude',
  'longitude',
  'timezone',
  'utcOffsetMinutes',
  'timeUnknown',
]);
