/**
 * The shared catalog schemas (and the server, which checks with them) speak English; the console
 * shows their messages in its own words and language. Each known message shape maps to a console
 * string; the English strings keep the field's name, the Hindi ones stand under their field and
 * need none. An unknown message is shown as it came.
 */
import { APPROVAL_REASON_REQUIRED } from '@sankalp/shared/schemas/admin-approval';
import type { ConsoleKey, Vars } from '../i18n';

type T = (key: ConsoleKey, vars?: Vars) => string;

const RULES: [RegExp, ConsoleKey, (m: RegExpMatchArray) => Vars][] = [
  // The catalog server's own checks (modules/admin/catalog).
  [/^Slots cannot be fewer than the (\d+) places already taken$/, 'msg.slotsTaken', (m) => ({ count: m[1]! })],
  [/^(.+) is required$/, 'msg.required', (m) => ({ label: m[1]! })],
  [/^(.+) cannot exceed (\d+) characters$/, 'msg.tooLong', (m) => ({ label: m[1]!, max: m[2]! })],
  [/^(.+) must be a number$/, 'msg.number', (m) => ({ label: m[1]! })],
  [/^(.+) must be a whole number$/, 'msg.wholeNumber', (m) => ({ label: m[1]! })],
  [/^(.+) must be at least ₹(.+)$/, 'msg.minRupees', (m) => ({ label: m[1]!, min: m[2]! })],
  [/^(.+) must be at least (\d+)$/, 'msg.min', (m) => ({ label: m[1]!, min: m[2]! })],
  [/^(.+) cannot exceed (\d+)$/, 'msg.max', (m) => ({ label: m[1]!, max: m[2]! })],
  [/^(.+) must be a date and time, e\.g\. .+$/, 'msg.dateTime', (m) => ({ label: m[1]! })],
  [/^(.+) must be a time such as 09:30$/, 'msg.time', (m) => ({ label: m[1]! })],
  [/^(.+) must be one of: .+$/, 'msg.chooseOne', (m) => ({ label: m[1]! })],
  [/^(.+) must be a list$/, 'msg.list', (m) => ({ label: m[1]! })],
  [/^(.+) must be true or false$/, 'msg.yesNo', (m) => ({ label: m[1]! })],
  [/^Add at least one (.+)$/, 'msg.addOne', (m) => ({ label: m[1]! })],
  [/^Add at least (\d+)( images)?$/, 'msg.addAtLeast', (m) => ({ count: m[1]! })],
  [/^(.+) must be at most (\d+) characters$/, 'msg.tooLong', (m) => ({ label: m[1]!, max: m[2]! })],
  [/^At most (\d+) characters$/, 'msg.maxChars', (m) => ({ max: m[1]! })],
  [/^At most (\d+) .+$/, 'msg.atMost', (m) => ({ max: m[1]! })],
  [/^Each (.+) needs its own (.+)$/, 'msg.unique', (m) => ({ item: m[1]!, field: m[2]! })],
];

const EXACT: Record<string, ConsoleKey> = {
  'Invalid id': 'msg.choose',
  [APPROVAL_REASON_REQUIRED]: 'msg.approvalReason',
  'Enter an amount in rupees, with at most 2 decimals': 'msg.rupees',
  'Amount cannot be negative': 'msg.negative',
  'Please enter a smaller amount': 'msg.tooLarge',
  'Upload an image (or pick one of the site’s artwork)': 'msg.image',
  'Rating must be between 0 and 5': 'msg.rating',
  'Rating takes one decimal at most': 'msg.ratingDecimal',
  'End must be after the start': 'msg.endAfterStart',
  'To must be after From': 'msg.toAfterFrom',
  'Intervals of a day must not overlap': 'msg.overlap',
  'Choose a temple or name the place': 'msg.templeOrPlace',
  'Colour code looks like #A1B2C3': 'msg.colorHex',
  'Video is an https embed address or an /embed/ page': 'msg.video',
  'Offer at least one service': 'msg.service',
  'Remove control characters': 'msg.controlChars',
  'A day off is a date such as 2026-12-25': 'msg.dayOff',
  'Stock names a size or colour the product does not have': 'msg.stockVariant',
  'This variant is listed twice': 'msg.stockTwice',
  'Give the hours of all seven days, Sunday first': 'msg.sevenDays',
  'Choose a temple of the catalog': 'msg.choose',
  'A product cannot be related to itself': 'msg.relatedSelf',
  'Related products must be products of the store': 'msg.relatedUnknown',
  'The title needs letters or digits': 'msg.titleLetters',
};

/** A schema's or the server's field message in the console's words. */
export function fieldMessage(message: string, t: T): string {
  const exact = EXACT[message];
  if (exact) return t(exact);
  for (const [re, key, vars] of RULES) {
    const m = message.match(re);
    if (m) return t(key, vars(m));
  }
  return message;
}

/** The same for every `message` of a resolver's nested errors (lists, rows, roots). */
export function translateErrors<E>(errors: E, t: T): E {
  if (Array.isArray(errors)) {
    // A list's own message sits beside its rows on the array (`root`, `message`).
    const arr = errors.map((e: unknown) => translateErrors(e, t)) as unknown[] & Record<string, unknown>;
    for (const k of Object.keys(errors))
      if (!/^\d+$/.test(k)) arr[k] = translateErrors((errors as Record<string, unknown>)[k], t);
    return arr as E;
  }
  if (!errors || typeof errors !== 'object') return errors;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (k === 'ref') out[k] = v;
    else if (k === 'message' && typeof v === 'string') out[k] = fieldMessage(v, t);
    else if (k === 'message' && v === undefined) out[k] = v;
    else out[k] = translateErrors(v, t);
  }
  return out as E;
}
