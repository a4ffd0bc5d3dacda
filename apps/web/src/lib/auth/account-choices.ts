import type { Settings } from '@sankalp/shared/schemas/settings';
import { chosenLanguage, setLanguage, type Language } from '../i18n/index';
import { readStoredDark, setDarkMode } from '../theme';
import {
  fetchAccountSettings,
  readSettingsCopy,
  saveAccountSettings,
  settingsLanguageFor,
  uiLanguageFor,
  writeLocalSettings,
  type AccountSettings,
} from './account-settings';
import { userIdOf } from './reducer';
import { browserStorage, type KeyValueStorage } from './storage';
import { authStore, type AuthStore } from './store';

/**
 * The devotee's theme and language follow their account to any device (issue 13): the account's
 * saved choices are applied right after a sign-in and when a signed-in page loads, and a language
 * picked here (the header's switch) is saved on the account.
 */

/** What this device shows: `dark` is null while the devotee never chose a theme here. */
export type DeviceChoices = { dark: boolean | null; language: Language };
export type Choices = { dark: boolean; language: Language };

export type Decision = {
  account: AccountSettings;
  /** The account's settings as this device last heard them (null: it never has). */
  copy: Settings | null;
  /** A sign-in rather than a page load of a session already here. */
  signIn: boolean;
  /** The device's choices when the account was asked, and now that it answered. */
  before: DeviceChoices;
  now: DeviceChoices;
};

/**
 * Which of the account's choices this device takes (only those that differ from what it shows, so
 * a page already right does not flash):
 * - an account that never saved settings has no choice to follow;
 * - a choice the devotee made here while the account was being asked stays;
 * - the first time this device hears from the account (a sign-in, or no copy kept here) the account
 *   wins; after that only a change the account got elsewhere (it differs from the copy) does, so a
 *   choice made here and not saved (dark mode before Save All, a shared `?lang=` link) stays.
 */
export function choicesToApply({ account, copy, signIn, before, now }: Decision): Partial<Choices> {
  if (!account.saved) return {};
  const wanted: Choices = { dark: account.settings.darkMode, language: uiLanguageFor(account.settings.language) };
  const heard = signIn || !copy ? null : { dark: copy.darkMode, language: uiLanguageFor(copy.language) };
  const takes = (k: keyof Choices, shown: boolean | Language) =>
    before[k] === now[k] && (!heard || heard[k] !== wanted[k]) && shown !== wanted[k];
  return {
    ...(takes('dark', now.dark ?? false) && { dark: wanted.dark }),
    ...(takes('language', now.language) && { language: wanted.language }),
  };
}

const deviceChoices = (storage: KeyValueStorage | null): DeviceChoices => ({
  dark: readStoredDark(storage),
  language: chosenLanguage(),
});

/**
 * Applies the account's choices when a session is here on page load and after each sign-in
 * (AuthProvider runs it once mounted, so a server-rendered page hydrates as it was rendered first).
 * Returns the unsubscribe.
 */
export function followAccountChoices(store: AuthStore = authStore, storage: KeyValueStorage | null = browserStorage()): () => void {
  let asking: AbortController | undefined;
  let userId: string | undefined;
  const signedInId = () => {
    const s = store.getState();
    return s.isAuthenticated ? userIdOf(s.user) : undefined;
  };
  const ask = (signIn: boolean) => {
    asking?.abort();
    userId = signedInId();
    if (!userId) return;
    const id = userId;
    const mine = (asking = new AbortController());
    const before = deviceChoices(storage);
    fetchAccountSettings(id, mine.signal).then(
      (account) => {
        if (mine.signal.aborted || userId !== id) return;
        const apply = choicesToApply({ account, copy: readSettingsCopy(storage), signIn, before, now: deviceChoices(storage) });
        if (apply.dark !== undefined) setDarkMode(apply.dark);
        if (apply.language) void setLanguage(apply.language);
        writeLocalSettings(storage, account.settings);
      },
      () => undefined /* offline, or the session ended: this device keeps what it shows */,
    );
  };
  ask(false);
  // A new signed-in user is a sign-in (here or in another tab); a new token for the same one is not.
  const unsubscribe = store.subscribe(() => {
    if (signedInId() !== userId) ask(true);
  });
  return () => {
    unsubscribe();
    asking?.abort();
  };
}

/**
 * The devotee picks a language here (the header's switch, the console's): the page turns at once,
 * and a signed-in account keeps the choice for their other devices. Offline, the choice holds here.
 */
export async function chooseLanguage(
  lng: Language,
  store: AuthStore = authStore,
  storage: KeyValueStorage | null = browserStorage(),
): Promise<void> {
  const shown = setLanguage(lng);
  const id = store.getState().isAuthenticated ? userIdOf(store.getState().user) : undefined;
  if (id) await saveLanguage(id, lng, storage).catch(() => undefined);
  await shown;
}

async function saveLanguage(userId: string, lng: Language, storage: KeyValueStorage | null): Promise<void> {
  const { settings, saved } = await fetchAccountSettings(userId);
  const language = settingsLanguageFor(lng, settings.language);
  if (saved && language === settings.language) return;
  // The account's first saved settings carry this device's theme too, not the default one.
  const darkMode = saved ? settings.darkMode : (readStoredDark(storage) ?? settings.darkMode);
  writeLocalSettings(storage, await saveAccountSettings(userId, { ...settings, darkMode, language }));
}
