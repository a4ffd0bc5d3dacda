/**
 * Field schemas of the console's catalog forms (issue 14): text, prices in whole rupees, image
 * paths, times. The same schemas check the web form and the server's request body.
 */
import { z } from 'zod';
import { AMOUNT_TOO_LARGE_MESSAGE, MONEY_INPUT_MAX } from '../money-input';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_BUT_LINES, CONTROL_CHARACTERS_MESSAGE } from './fields';

/** A required one-line text of at most `max` characters (trimmed; no control characters). */
export function lineText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} cannot exceed ${max} characters`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTERS_MESSAGE);
}

/** A required text that may span lines (descriptions, stories), at most `max` characters. */
export function longText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} cannot exceed ${max} characters`)
    .refine((v) => !CONTROL_CHARACTERS_BUT_LINES.test(v), CONTROL_CHARACTERS_MESSAGE);
}

/** A list of one-line texts (points, features, languages), at most `maxItems`. */
export const lineList = (label: string, maxItems: number, maxChars = 200, minItems = 0) =>
  z
    .array(lineText(label, maxChars), { error: `${label} must be a list` })
    .min(minItems, minItems === 1 ? `Add at least one ${label.toLowerCase()}` : `Add at least ${minItems}`)
    .max(maxItems, `At most ${maxItems} entries`);

/** The largest campaign goal the console takes (₹100 crore). */
export const GOAL_MAX_RUPEES = 1_000_000_000;
export const NEGATIVE_AMOUNT_MESSAGE = 'Amount cannot be negative';
/** The database keeps paise, so a catalog price may carry them (₹251.50), never a finer fraction. */
export const RUPEES_MESSAGE = 'Enter an amount in rupees, with at most 2 decimals';
const RUPEES_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * A catalog price in rupees (paise as 2 decimals at most), as a JSON number or the web form's
 * text. Missing or blank → `${label} is required`; an exponent, a finer fraction or any other
 * character → RUPEES_MESSAGE; negative → 'Amount cannot be negative'; above `max` (₹1 crore unless
 * told) → 'Please enter a smaller amount'. The server turns it into paise.
 */
export function rupees(label: string, opts: { min?: number; max?: number } = {}) {
  const min = opts.min ?? 0;
  const max = opts.max ?? MONEY_INPUT_MAX;
  return z.union([z.number(), z.string()], { error: `${label} is required` }).transform((v, ctx) => {
    let n: number;
    if (typeof v === 'string') {
      const t = v.replace(/[\s,₹]/g, '');
      if (t === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      if (/^-\d+(\.\d+)?$/.test(t)) {
        ctx.addIssue({ code: 'custom', message: NEGATIVE_AMOUNT_MESSAGE });
        return z.NEVER;
      }
      if (!RUPEES_TEXT.test(t)) {
        ctx.addIssue({ code: 'custom', message: RUPEES_MESSAGE });
        return z.NEVER;
      }
      n = Number(t);
    } else n = v;
    if (!Number.isFinite(n) || n > max) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_TOO_LARGE_MESSAGE });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: NEGATIVE_AMOUNT_MESSAGE });
      return z.NEVER;
    }
    // The number's shortest decimal text (1e-7 and 10.505 fail; 251.5 passes).
    if (!RUPEES_TEXT.test(String(n))) {
      ctx.addIssue({ code: 'custom', message: RUPEES_MESSAGE });
      return z.NEVER;
    }
    if (n < min) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at least ₹${min}` });
      return z.NEVER;
    }
    return n;
  });
}

/** A whole number in [min, max] (people, years, slots), with the field's own messages. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} cannot exceed ${max}`);

/** A star rating shown on the card: 0 to 5, one decimal at most. */
export const ratingSchema = z
  .number({ error: 'Rating must be a number' })
  .min(0, 'Rating must be between 0 and 5')
  .max(5, 'Rating must be between 0 and 5')
  .refine((v) => Number.isInteger(v * 10), 'Rating takes one decimal at most');

/**
 * Where the site's images come from: the upload endpoint's files (POST /admin/media answers
 * `/api/v1/media/<sha-256>/<width>.webp`, served by GET /api/v1/media/…) or the demo's own artwork
 * (`/art/name.svg`). Nothing hot-linked, nothing that leaves the path.
 */
export const MEDIA_PATH = /^\/api\/v1\/media\/[0-9a-f]{64}\/[1-9]\d{0,4}\.webp$/;
export const ART_PATH = /^\/art\/[a-z0-9][a-z0-9-]*\.svg$/;
export const IMAGE_URL_MESSAGE = 'Upload an image (or pick one of the site’s artwork)';

export const imageUrl = (label = 'Image') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(300, IMAGE_URL_MESSAGE)
    .refine((v) => !v.includes('..') && (MEDIA_PATH.test(v) || ART_PATH.test(v)), IMAGE_URL_MESSAGE);

export const imageList = (label: string, maxItems: number, minItems = 0) =>
  z
    .array(imageUrl(label), { error: `${label} must be a list` })
    .min(minItems, `Add at least ${minItems === 1 ? 'one image' : `${minItems} images`}`)
    .max(maxItems, `At most ${maxItems} images`);

/** An instant with its offset (what a datetime input plus the IST offset gives), kept as the ISO text. */
export const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time, e.g. 2026-11-21T06:30:00+05:30` });

/** Optional id of an existing child row (a package, a seva): kept on edit, new when absent. */
export const childId = z.uuid({ error: 'Invalid id' }).optional();

/** Titles in one list must differ (a booking names its package and its items by them). */
export const uniqueBy =
  <T>(key: (t: T) => string, message: string) =>
  (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      const k = key(item).toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message, path: [i] });
      seen.add(k);
    });
  };

// ─── Hindi beside the English (issue 13) ────────────────────────────────────
// Each catalog form has `hi`: the Hindi of its texts, with the English field's own checks and
// lengths, every field optional. A blank field (or list entry) is "not translated": the public
// reads show the English there. Lists are by index, so a blank entry keeps its place.

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const hindiLabel = (label: string) => `${label} (Hindi)`;

/** The Hindi of a one-line text: optional, at most `max` characters, no control characters. */
export const hindiLine = (label: string, max: number) =>
  z.preprocess(blankToUndefined, lineText(hindiLabel(label), max).optional());

/** The Hindi of a text that may span lines. */
export const hindiLong = (label: string, max: number) =>
  z.preprocess(blankToUndefined, longText(hindiLabel(label), max).optional());

/** The Hindi of a list of one-line texts, entry by entry ('' keeps an entry English). */
export const hindiList = (label: string, maxItems: number, maxChars = 200) =>
  z
    .array(
      z
        .string({ error: `${hindiLabel(label)} must be text` })
        .trim()
        .max(maxChars, `${hindiLabel(label)} cannot exceed ${maxChars} characters`)
        .refine((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTERS_MESSAGE),
      { error: `${hindiLabel(label)} must be a list` },
    )
    .max(maxItems, `At most ${maxItems} entries`)
    .optional();

/**
 * A form's `hi` object from its fields. Absent on a write, the stored Hindi is kept as it is;
 * given, it replaces the stored Hindi. Unknown keys are dropped (ids, prices and slugs are never translated).
 */
export const hindiOf = <S extends z.ZodRawShape>(shape: S) =>
  z.object(shape, { error: 'Hindi must be an object of texts' }).optional();
