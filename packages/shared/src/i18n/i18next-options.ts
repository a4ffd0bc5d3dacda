/**
 * The i18next options of every translator of the project: the web's (apps/web/src/lib/i18n) and
 * the server's (apps/server/src/lib/i18n) create their instances from these, so a message is
 * filled the same way wherever it is said (docs/decisions/015).
 *
 * - `{name}` placeholders, the format of every message table and of the English-keyed messages
 *   map (./messages.ts); a value left out stays as `{name}`, so it shows rather than vanishes.
 * - Values are inserted as they are: React escapes what it renders and the e-mails escape their
 *   HTML themselves, so escaping here would show `&amp;` to the reader.
 * - Loaded in memory and initialised synchronously: a translator works from its first import.
 * - Keys may contain ':' (no namespace separator); an empty translation is a missing one.
 */
export const I18NEXT_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: ['en', 'hi'],
  initAsync: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
} as const;
