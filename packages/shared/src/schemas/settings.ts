import { z } from 'zod';
import { DEFAULT_SETTINGS, LANGUAGES, TIMEZONES } from '../constants';

const D = DEFAULT_SETTINGS;

/** Settings (part 3 §3) with every missing field filled from DEFAULT_SETTINGS. */
export const settingsSchema = z.object({
  darkMode: z.boolean().default(D.darkMode),
  language: z.enum(LANGUAGES).default(D.language),
  timezone: z.enum(TIMEZONES).default(D.timezone),
  notifications: z
    .object({
      email: z.boolean().default(D.notifications.email),
      push: z.boolean().default(D.notifications.push),
      sms: z.boolean().default(D.notifications.sms),
      ceremonies: z.boolean().default(D.notifications.ceremonies),
      donations: z.boolean().default(D.notifications.donations),
      reminders: z.boolean().default(D.notifications.reminders),
      whatsapp: z.boolean().default(D.notifications.whatsapp),
    })
    .prefault({}),
  privacy: z
    .object({
      profileVisible: z.boolean().default(D.privacy.profileVisible),
      shareActivity: z.boolean().default(D.privacy.shareActivity),
      allowAnalytics: z.boolean().default(D.privacy.allowAnalytics),
    })
    .prefault({}),
});
export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = z.output<typeof settingsSchema>;

/** A fresh copy of the default settings. */
export function defaultSettings(): Settings {
  return settingsSchema.parse({});
}

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
  const language = z.enum(LANGUAGES).safeParse(input.language);
  if (language.success) result.language = language.data;
  const timezone = z.enum(TIMEZONES).safeParse(input.timezone);
  if (timezone.success) result.timezone = timezone.data;
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
