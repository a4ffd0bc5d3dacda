import { z } from 'zod';
import { DEFAULT_SETTINGS, LANGUAGES, TIMEZONES } from '../constants';
import type { Settings } from '../stored-settings';

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
// The schema and the zod-free reader (../stored-settings) describe the same settings: each type
// must be assignable to the other, or this fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.output<typeof settingsSchema>, Settings> = true;
void sameShape;
export type { Settings } from '../stored-settings';
export { defaultSettings, parseStoredSettings } from '../stored-settings';
