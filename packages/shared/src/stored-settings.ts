import { DEFAULT_SETTINGS, LANGUAGES, TIMEZONES, type Language, type Timezone } from './constants';

/**
 * Settings (part 3 §3) read back from storage, without zod: the web reads the device's copy in
 * every first load (lib/auth/account-settings), and zod (~20 KB gzip) is only for the pages with
 * forms. schemas/settings.ts validates what a devotee sends with the schema of the same shape.
 */
export type Settings = {
  darkMode: boolean;
  language: Language;
  timezone: Timezone;
  notifications: { -readonly [K in keyof typeof DEFAULT_SETTINGS.notifications]: boolean };
  privacy: { -readonly [K in keyof typeof DEFAULT_SETTINGS.privacy]: boolean };
};

/** A fresh copy of the default settings. */
export function defaultSettings(): Settings {
  return {
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications },
    privacy: { ...DEFAULT_SETTINGS.privacy },
  };
}

const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T => values.includes(v as T);

/**
 * Settings read back from browser storage (an object or its JSON text). Forgiving: a
 * field that is missing or malformed takes its default; unreadable input gives the defaults.
 */
export function parseStoredSettings(raw: unknown): Settings {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return defaultSettings();
    }
  }
  if (typeof value !== 'object' || value === null) return defaultSettings();
  const input = value as Record<string, unknown>;
  const result = defaultSettings();
  const pickBool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);
  result.darkMode = pickBool(input.darkMode, result.darkMode);
  if (oneOf(LANGUAGES, input.language)) result.language = input.language;
  if (oneOf(TIMEZONES, input.timezone)) result.timezone = input.timezone;
  for (const group of ['notifications', 'privacy'] as const) {
    const given = input[group];
    if (typeof given !== 'object' || given === null) continue;
    const target = result[group] as Record<string, boolean>;
    for (const key of Object.keys(target)) {
      target[key] = pickBool((given as Record<string, unknown>)[key], target[key] ?? false);
    }
  }
  return result;
}
