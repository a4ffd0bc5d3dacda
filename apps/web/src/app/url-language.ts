import { restoreLanguage, setLanguage, type Language } from '../lib/i18n/index';

/** A shared link's `?lang=hi` (or `en`), if the address carries one. */
export function languageInUrl(search: string): Language | undefined {
  const lang = new URLSearchParams(search).get('lang');
  return lang === 'hi' || lang === 'en' ? lang : undefined;
}

/**
 * Applies the reader's language: a `?lang=` link wins and becomes the remembered choice (the
 * server rendered the page in it too, rendered-pages.ts `languageOf`); otherwise the stored one.
 */
export function applyReaderLanguage(): Promise<void> {
  const fromUrl = languageInUrl(window.location.search);
  return fromUrl ? setLanguage(fromUrl) : restoreLanguage();
}
