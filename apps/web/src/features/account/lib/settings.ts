import { parseStoredSettings, type Settings } from '@sankalp/shared/schemas/settings';

/** Browser-storage key of the settings object (spec part 3 § 7). */
export const SETTINGS_KEY = 'settings';

type KV = Pick<Storage, 'getItem' | 'setItem'>;

/** The settings saved on this device, defaults for anything missing or unreadable. */
export function readLocalSettings(storage: KV | null): Settings {
  try {
    return parseStoredSettings(storage?.getItem(SETTINGS_KEY) ?? null);
  } catch {
    return parseStoredSettings(null);
  }
}

export function writeLocalSettings(storage: KV | null, settings: Settings): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    /* storage full or disabled: the account copy still holds them */
  }
}

/** Same values, whatever the key order. */
export function sameSettings(a: Settings, b: Settings): boolean {
  return JSON.stringify(parseStoredSettings(a)) === JSON.stringify(parseStoredSettings(b));
}

/** The UI language a settings language asks for: Hindi → 'hi'; English and Sanskrit → 'en' (no Sanskrit UI). */
/** The site's language for a settings choice: Sanskrit is coming, and until then reads as Hindi (Devanagari), as its messages do. */
export const uiLanguageFor = (language: Settings['language']): 'en' | 'hi' => (language === 'English' ? 'en' : 'hi');

/**
 * What the page starts from once the account's copy arrives: the server wins when it answered;
 * edits made meanwhile are kept.
 */
export function settingsAfterLoad(local: Settings, server: Settings | undefined, draft: Settings): Settings {
  if (!server) return draft;
  return sameSettings(draft, local) ? server : draft;
}
