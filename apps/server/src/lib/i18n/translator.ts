import i18next from 'i18next';
import { I18NEXT_OPTIONS } from '@sankalp/shared/i18n/i18next-options';
import type { KeyOf, Translation } from '@sankalp/shared/i18n/message-keys';

/**
 * The server's words (e-mails, the receipt PDF, notifications) through one i18next instance, with
 * the web's options (docs/decisions/015): `{name}` placeholders, `_one`/`_other` plurals, values
 * inserted unescaped. Unlike the web, the server says both languages in every process, so each
 * namespace's English and Hindi are in memory from its first import.
 */
export type ServerLanguage = 'en' | 'hi';
export type Vars = Record<string, string | number>;

/** A namespace's translator: `say(lang, key, vars)`. */
export type ServerTranslator<M> = (lang: ServerLanguage, key: KeyOf<M>, vars?: Vars) => string;

const i18n = i18next.createInstance();
void i18n.init({ ...I18NEXT_OPTIONS, lng: 'en', ns: [], resources: {} });

/**
 * Registers a namespace (once, at module level, beside the code that says its words): keys are
 * typed from `english`, and `hindi` must have exactly its keys.
 */
export function serverMessages<M extends object>(ns: string, english: M, hindi: Translation<M>): ServerTranslator<M> {
  if (i18n.hasResourceBundle('en', ns)) throw new Error(`i18n namespace "${ns}" is defined twice`);
  i18n.addResourceBundle('en', ns, english, true, true);
  i18n.addResourceBundle('hi', ns, hindi, true, true);
  // ns and lng last: a value can never redirect the lookup.
  return (lang, key, vars) => i18n.t(key, { ...vars, ns, lng: lang }) as string;
}
