import en from '../i18n/en';
import type { PagesKey, PagesT } from '../i18n/index';

// The shared schema words its messages in English (the server checks with it too): each one's key.
const KEY_OF_MESSAGE = new Map<string, string>(Object.entries(en.form.errors).map(([key, message]) => [message, key]));

/**
 * A contact-form field's message in the reader's language. A message the form does not know
 * (a server's, already in the reader's language) is shown as it came.
 */
export function contactErrorText(message: string | undefined, t: PagesT): string | undefined {
  if (!message) return undefined;
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`form.errors.${key}` as PagesKey) : message;
}
