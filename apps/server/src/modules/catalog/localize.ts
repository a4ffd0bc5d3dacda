import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type * as s from '../../db/schema/catalog';
import { requestLanguage, type Language } from '../../lib/request-language';

// Catalog rows in the reader's language (issue 13). A row's `translations` column holds
// `{ hi: <deep partial of its text fields> }` (db/schema/catalog.ts); a read lays that over the
// English field by field, before the row is mapped to the API's shape. Only strings are replaced,
// and only where the English has a string at the same place: a field or array item that is
// missing, blank or of another shape stays English, so a half-translated row reads fine and
// nothing in the column can change a price, a date, an id or the shape of the answer.

type WithTranslations = { translations?: unknown };

/** The top-level fields each table translates (its `…Text` type); nothing else is ever replaced. */
export const TEXT_FIELDS = {
  temple: ['name', 'location', 'deity', 'description', 'about'] satisfies (keyof s.TempleText)[],
  puja: [
    'title',
    'description',
    'aboutTemple',
    'tithi',
    'tag',
    'occasion',
    'type',
    'duration',
    'benefits',
  ] satisfies (keyof s.PujaText)[],
  package: ['thumbnailTitle', 'points'] satisfies (keyof s.PackageText)[],
  titled: ['title', 'description'] satisfies (keyof s.TitledText)[],
  named: ['name', 'description'] satisfies (keyof s.NamedText)[],
  stream: ['title', 'pandit', 'templeText', 'description'] satisfies (keyof s.StreamText)[],
  campaign: ['title', 'subtitle', 'story', 'description', 'benefits'] satisfies (keyof s.CampaignText)[],
  event: ['name', 'about'] satisfies (keyof s.EventText)[],
  product: ['name', 'description', 'features'] satisfies (keyof s.ProductText)[],
  pandit: [
    'name',
    'location',
    'description',
    'highlightPoints',
    'languages',
    'specialities',
  ] satisfies (keyof s.PanditText)[],
  prasad: ['title', 'items', 'description'] satisfies (keyof s.PrasadText)[],
} as const;

export type TextKind = keyof typeof TEXT_FIELDS;

/** The row with its `kind` text in `lang` where there is one (English per field otherwise). */
export function localize<R extends WithTranslations>(kind: TextKind, row: R, lang: Language | undefined): R {
  if (!lang || lang === 'en') return row;
  const over = (row.translations as Record<string, unknown> | null | undefined)?.[lang];
  if (!isPlainObject(over)) return row;
  const out: Record<string, unknown> = { ...row };
  for (const key of TEXT_FIELDS[kind]) if (key in over && key in row) out[key] = overlay(out[key], over[key]);
  return out as R;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function overlay(base: unknown, over: unknown): unknown {
  if (typeof base === 'string') return typeof over === 'string' && over.trim() !== '' ? over : base;
  if (Array.isArray(base)) return Array.isArray(over) ? base.map((b, i) => overlay(b, over[i])) : base;
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const key of Object.keys(over)) if (key in base) out[key] = overlay(base[key], over[key]);
    return out;
  }
  return base;
}

/** The catalog context of one request: the app's database and clock, and the reader's language. */
export const readerCtx = (ctx: Pick<AppContext, 'db' | 'now'>, req: Pick<FastifyRequest, 'headers'>) => ({
  db: ctx.db,
  now: ctx.now,
  lang: requestLanguage(req),
});
