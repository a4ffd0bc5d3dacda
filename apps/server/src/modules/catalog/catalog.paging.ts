import { decodeCursor, encodeCursor } from './catalog.cursor';
import type { Slice } from './catalog.lists.repository';

// One page of a list whose order has one or more parts ("phases": open pujas, then the recently
// closed; live streams, then the others). A page reads one row more than it shows, moving on to
// the next phase while it is short, so it knows whether another page follows without a count.

export type Phase<R> = { name: string; read: (s: Slice) => Promise<R[]> };
export type PageOf<R> = { rows: R[]; nextCursor: string | null };

/** Validates the cursor (400 bad_cursor) before any query runs. */
export async function pageOf<R>(
  list: string,
  phases: Phase<R>[],
  o: { limit: number; cursor?: string; idOf: (row: R) => string },
): Promise<PageOf<R>> {
  const names = phases.map((p) => p.name);
  const from = o.cursor ? decodeCursor(o.cursor, list, names) : undefined;
  const rows: Array<{ row: R; phase: string }> = [];
  for (let i = from ? names.indexOf(from.p) : 0; i < phases.length && rows.length <= o.limit; i++) {
    const phase = phases[i]!;
    const after = from && phase.name === from.p ? from.id : undefined;
    for (const row of await phase.read({ after, n: o.limit + 1 - rows.length })) rows.push({ row, phase: phase.name });
  }
  const shown = rows.slice(0, o.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((r) => r.row),
    nextCursor: rows.length > o.limit && last ? encodeCursor({ l: list, p: last.phase, id: o.idOf(last.row) }) : null,
  };
}
