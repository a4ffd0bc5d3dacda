import { PAYABLE_KINDS, type PayableKind } from '@sankalp/shared/api/payments';

/**
 * The access keys of the devotee's own bookings and donations (decision 007), kept in
 * localStorage so a confirmation page opens after a refresh, in a new tab, or after the session
 * expired. The newest 50 are kept; older ones are forgotten (the owner's session still reads
 * them, and the e-mailed link carries its key).
 */
export const ACCESS_KEYS_STORAGE_KEY = 'sankalp:access-keys';
export const ACCESS_KEYS_MAX = 50;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Entry = { kind: PayableKind; id: string; key: string };

function localStorageOrNull(): KeyStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

const isEntry = (v: unknown): v is Entry => {
  const e = v as Partial<Entry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    (PAYABLE_KINDS as readonly unknown[]).includes(e.kind) &&
    typeof e.id === 'string' &&
    e.id !== '' &&
    typeof e.key === 'string' &&
    e.key !== ''
  );
};

function readAll(storage: KeyStorage | null): Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ACCESS_KEYS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

const sameRecord = (e: Entry, kind: PayableKind, id: string) => e.kind === kind && e.id.toLowerCase() === id.toLowerCase();

/** Keeps the key of a record just created (or opened from a link carrying `?key=`), newest first. */
export function rememberAccessKey(kind: PayableKind, id: string, key: string, storage = localStorageOrNull()): void {
  if (!id || !key) return;
  const rest = readAll(storage).filter((e) => !sameRecord(e, kind, id));
  const next = [{ kind, id, key }, ...rest].slice(0, ACCESS_KEYS_MAX);
  try {
    storage?.setItem(ACCESS_KEYS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* full or blocked storage: the link's own key (or the session) still opens it */
  }
}

/** The remembered key of a record, or null. */
export function accessKeyFor(kind: PayableKind, id: string, storage = localStorageOrNull()): string | null {
  if (!id) return null;
  return readAll(storage).find((e) => sameRecord(e, kind, id))?.key ?? null;
}

/** `path?key=…` when a key is known; the bare path otherwise (the owner's session may do). */
export const withAccessKey = (path: string, key: string | null) => (key ? `${path}?key=${encodeURIComponent(key)}` : path);

/** `?key=…` for a read or change of a record, or '' when no key is known (the owner's session may do). */
export function keyQuery(kind: PayableKind, id: string, storage = localStorageOrNull()): string {
  return withAccessKey('', accessKeyFor(kind, id, storage));
}
