import type { TempleRef } from '@sankalp/shared/api/catalog';
import { formatNumber } from '../../lib/i18n/format';
import { catalogT } from './i18n';

/** '12,540+ devotees joined' (Indian digit grouping); a puja nobody has joined yet invites the first. */
export function formatJoined(joinedNo: number | null | undefined, t = catalogT): string {
  const n = Number.isFinite(joinedNo) ? Math.floor(joinedNo as number) : 0;
  if (n <= 0) return t('beFirst');
  return t('joined', { count: n, n: formatNumber(n) });
}

/** A puja's temple arrives as text or as an object with a name (spec part 1 § 3). */
export function templeName(temple: TempleRef | string | null | undefined): string {
  if (!temple) return '';
  return typeof temple === 'string' ? temple : (temple.name ?? '');
}
