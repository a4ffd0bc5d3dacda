import { parseStoredSettings, type Settings } from '@sankalp/shared/stored-settings';

/** Same values, whatever the key order. */
export function sameSettings(a: Settings, b: Settings): boolean {
  return JSON.stringify(parseStoredSettings(a)) === JSON.stringify(parseStoredSettings(b));
}

/**
 * What the page starts from once the account's copy arrives: the server wins when it answered;
 * edits made meanwhile are kept.
 */
export function settingsAfterLoad(local: Settings, server: Settings | undefined, draft: Settings): Settings {
  if (!server) return draft;
  return sameSettings(draft, local) ? server : draft;
}
