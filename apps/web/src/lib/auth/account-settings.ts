import { parseStoredSettings, type Settings } from '@sankalp/shared/stored-settings';
import { apiGet, apiPut } from '../api';
import type { Language } from '../i18n/index';

/**
 * The signed-in account's settings (spec part 3): kept on the account, and copied on this device
 * under SETTINGS_KEY (part 3 § 7). The copy is what the account said when this device last heard
 * from it, so account-choices.ts can tell a change made elsewhere from one made here.
 */
export const SETTINGS_KEY = 'settings';

type KV = Pick<Storage, 'getItem' | 'setItem'>;

/** The copy on this device, defaults for anything missing or unreadable. */
export function readLocalSettings(storage: KV | null): Settings {
  return readSettingsCopy(storage) ?? parseStoredSettings(null);
}

/** The copy on this device, or null when it has none yet. */
export function readSettingsCopy(storage: KV | null): Settings | null {
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    return raw == null ? null : parseStoredSettings(raw);
  } catch {
    return null;
  }
}

export function writeLocalSettings(storage: KV | null, settings: Settings): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    /* storage full or disabled: the account copy still holds them */
  }
}

/** The site's language for a settings choice: Sanskrit is coming, and until then reads as Hindi (Devanagari), as its messages do. */
export const uiLanguageFor = (language: Settings['language']): Language => (language === 'English' ? 'en' : 'hi');

/** The settings choice for a site language picked here; Hindi keeps a Sanskrit choice (both read in Hindi). */
export const settingsLanguageFor = (lng: Language, current: Settings['language']): Settings['language'] =>
  uiLanguageFor(current) === lng ? current : lng === 'hi' ? 'Hindi' : 'English';

/** The account's settings; `saved` is false while they are the defaults because none were ever saved. */
export type AccountSettings = { settings: Settings; saved: boolean };

/** GET /users/{id}/settings, read forgivingly. */
export async function fetchAccountSettings(userId: string, signal?: AbortSignal): Promise<AccountSettings> {
  const data = await apiGet<{ settings?: unknown; saved?: unknown }>(`/users/${encodeURIComponent(userId)}/settings`, signal);
  return { settings: parseStoredSettings(data.settings ?? {}), saved: data.saved === true };
}

/** PUT /users/{id}/settings with the full settings → what the server kept. */
export async function saveAccountSettings(userId: string, settings: Settings): Promise<Settings> {
  const body = await apiPut<{ data?: { settings?: unknown }; settings?: unknown }>(
    `/users/${encodeURIComponent(userId)}/settings`,
    settings,
  );
  return parseStoredSettings(body.data?.settings ?? body.settings ?? settings);
}
