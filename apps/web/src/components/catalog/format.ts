import type { TempleRef } from '@sankalp/shared/api/catalog';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '12,540+ devotees joined' (Indian digit grouping); a puja nobody has joined yet invites the first. */
export function formatJoined(joinedNo: number | null | undefined): string {
  const n = Number.isFinite(joinedNo) ? Math.floor(joinedNo as number) : 0;
  if (n <= 0) return 'Be the first to join';
  return `${grouping.format(n)}+ ${n === 1 ? 'devotee' : 'devotees'} joined`;
}

/** A puja's temple arrives as text or as an object with a name (spec part 1 § 3). */
export function templeName(temple: TempleRef | string | null | undefined): string {
  if (!temple) return '';
  return typeof temple === 'string' ? temple : (temple.name ?? '');
}
