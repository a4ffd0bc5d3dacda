import { CATALOG_ENTITIES, type CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';

export const isEntity = (v: string | undefined): v is CatalogEntity =>
  (CATALOG_ENTITIES as readonly string[]).includes(v ?? '');

/** An ISO instant as a datetime-local input shows it, in IST ("2026-11-21T06:30"). */
export function toIstInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 16);
}

/** A datetime-local value read as IST, with its offset, as the shared `instant` schema takes it. */
export const fromIstInput = (v: string): string => (v ? `${v}:00+05:30` : '');
