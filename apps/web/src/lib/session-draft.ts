/**
 * A journey's work in progress kept in sessionStorage (per tab), so a refresh or a phone that
 * reloads the tab at any step loses nothing: the puja booking draft, the chadhava selection, the
 * donor form. Never holds anything the server must vouch for (totals and statuses are re-read).
 *
 * Stored as `{ v, savedAt, data }`: another version, an old draft, unreadable text or data the
 * validator refuses is dropped, and blocked or full storage only means the draft lasts this page.
 */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionDraftOptions<T> = {
  /** A draft older than this is ignored (a later visit starts afresh). */
  maxAgeMs: number;
  /** The stored data made safe (unknown keys dropped, bad parts removed), or null to drop it all. */
  validate: (raw: unknown) => T | null;
  /** Bump when the shape changes incompatibly: drafts of other versions are dropped. */
  version?: number;
  /** window.sessionStorage by default; null when there is none (the draft then lives nowhere). */
  storage?: DraftStorage | null;
};

export type SessionDraft<T> = {
  load(now?: number): T | null;
  /** When the stored draft was last saved (ms), or null. */
  savedAt(now?: number): number | null;
  /** Merges `patch` into the stored draft (a key set to undefined is removed) and answers the result. */
  save(patch: Partial<T>, now?: number): T;
  clear(): void;
};

/** window.sessionStorage, or null where it is unavailable (blocked cookies, private modes, SSR). */
export function sessionStorageOrNull(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createSessionDraft<T extends object>(key: string, options: SessionDraftOptions<T>): SessionDraft<T> {
  const { maxAgeMs, validate, version = 1 } = options;
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;

  const remove = () => {
    try {
      storage?.removeItem(key);
    } catch {
      /* nothing to clear */
    }
  };

  const read = (now: number): { data: T; savedAt: number } | null => {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
    if (!raw) return null;
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      remove();
      return null;
    }
    const savedAt = isObject(stored) && stored.v === version && typeof stored.savedAt === 'number' ? stored.savedAt : null;
    // A draft from the future (a clock put back) counts as old.
    const fresh = savedAt !== null && now - savedAt <= maxAgeMs && savedAt <= now + 60_000;
    const data = fresh && isObject(stored) ? safeValidate(validate, stored.data) : null;
    if (!data || savedAt === null) {
      remove();
      return null;
    }
    return { data, savedAt };
  };

  return {
    load: (now = Date.now()) => read(now)?.data ?? null,
    savedAt: (now = Date.now()) => read(now)?.savedAt ?? null,
    save(patch, now = Date.now()) {
      const merged = { ...(read(now)?.data ?? {}), ...patch } as T;
      for (const k of Object.keys(merged) as (keyof T)[]) if (merged[k] === undefined) delete merged[k];
      try {
        storage?.setItem(key, JSON.stringify({ v: version, savedAt: now, data: merged }));
      } catch {
        /* full or disabled storage: the draft lasts this page only */
      }
      return merged;
    },
    clear: remove,
  };
}

function safeValidate<T>(validate: (raw: unknown) => T | null, raw: unknown): T | null {
  try {
    return validate(raw);
  } catch {
    return null;
  }
}
