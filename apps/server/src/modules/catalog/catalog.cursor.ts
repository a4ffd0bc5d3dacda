import { idSchema } from '@sankalp/shared/schemas/ids';
import { z } from 'zod';
import { AppError } from '../../lib/errors';

// The opaque `cursor` of the paged lists (decision 013): base64url of `{"l":list,"p":phase,"id":row}`,
// the row the previous page ended on and the part of a two-part order it was in. Pages continue
// after that row's stored sort values (keyset: the database reads them by the id), so nothing is
// signed into it and nothing in it is trusted beyond naming a row. Only the exact encoding this
// server makes is accepted, so one page has one cache key.

export type Cursor = { l: string; p: string; id: string };

const cursorShape = z.strictObject({ l: z.string().max(40), p: z.string().max(20), id: idSchema });

export const badCursor = () =>
  new AppError(400, 'Invalid cursor', undefined, 'bad_cursor', { cursor: 'Invalid cursor' });

export const encodeCursor = (c: Cursor): string =>
  Buffer.from(JSON.stringify({ l: c.l, p: c.p, id: c.id })).toString('base64url');

/** The cursor of list `list`, whose phase is one of `phases`; anything else is a 400 bad_cursor. */
export function decodeCursor<P extends string>(text: string, list: string, phases: readonly P[]): Cursor & { p: P } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const r = cursorShape.safeParse(parsed);
  if (!r.success || r.data.l !== list || !(phases as readonly string[]).includes(r.data.p)) throw badCursor();
  if (encodeCursor(r.data) !== text) throw badCursor();
  return r.data as Cursor & { p: P };
}
