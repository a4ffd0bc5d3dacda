import { useSyncExternalStore } from 'react';
import i18next from 'i18next';
import { I18NEXT_OPTIONS } from '@sankalp/shared/i18n/i18next-options';
import type { KeyOf, Translation } from '@sankalp/shared/i18n/message-keys';
import { LANGUAGE_COOKIE } from '@sankalp/shared/page-render';
import en, { type Messages } from './en';

/**
 * The site's words, through i18next (docs/decisions/015, which replaces 002's own translator).
 *
 * - Each part of the site owns a namespace: `defineMessages('donations', en, () => import('./hi'))`
 *   beside its components. English ships with the part's code; Hindi is fetched only for those who
 *   choose it (`loadLanguage`, awaited before a page renders: router.tsx, main.tsx).
 * - Messages use `{name}` placeholders and i18next plurals (`joined_one`, `joined_other`, called
 *   with `{ count }`; Hindi plural rules come from Intl.PluralRules('hi')).
 * - A key is typed from the English messages, and each `hi.ts` is typed as its English messages, so
 *   a missing or extra Hindi key is a type error (and i18n-keys.test.ts fails on it).
 */
export type Language = 'en' | 'hi';
export const LANGUAGES: readonly Language[] = ['en', 'hi'];
export const LANGUAGE_KEY = 'language';
export type Vars = Record<string, string | number>;
/** The key types every translator of the project shares (the server's too). */
export type { KeyOf, Translation };

const i18n = i18next.createInstance();
// The options every translator of the project shares (the server's too): `{name}`, no escaping.
void i18n.init({ ...I18NEXT_OPTIONS, lng: 'en', ns: [], resources: {} });

let language: Language = 'en';
// The language being switched to (setLanguage loads its words first): a namespace whose code
// arrives meanwhile (a lazily loaded page) loads its words for it too.
let target: Language = 'en';
const listeners = new Set<() => void>();
const hindiLoaders = new Map<string, () => Promise<{ default: unknown }>>();
const hindiLoaded = new Set<string>();
/**
 * Words without placeholders, by language, namespace and key, once i18next has looked them up:
 * its whole pipeline (resolve, interpolate, nest, post-process) for every label of every render
 * was a tenth of a page's hydration on a slow phone. Emptied when a namespace's Hindi arrives (a
 * new namespace has no words kept yet: its name is in every key).
 */
const plainWords = new Map<string, string>();

async function loadHindi(ns: string) {
  if (hindiLoaded.has(ns)) return;
  const load = hindiLoaders.get(ns);
  if (!load) return;
  const { default: messages } = await load();
  i18n.addResourceBundle('hi', ns, messages as object, true, true);
  plainWords.clear();
  hindiLoaded.add(ns);
}

// The shared schemas' and the server's messages are English text (@sankalp/shared/i18n/messages
// turns them into Hindi); that map is loaded with the Hindi, not in every reader's first load.
type Localize = (text: string, lang: 'en' | 'hi') => string;
let localizeHindi: Localize | null = null;
const loadMessageMap = () =>
  import('@sankalp/shared/i18n/messages').then((m) => {
    localizeHindi = m.localizeMessage;
  });

/** Hindi for every namespace registered so far, when Hindi is the language (a no-op in English). */
export function loadLanguage(lng: Language = target): Promise<void> {
  if (lng !== 'hi') return Promise.resolve();
  return Promise.all([loadMessageMap(), ...[...hindiLoaders.keys()].map(loadHindi)]).then(() => undefined);
}

/**
 * A message written in English by a shared schema or the server (a validation message), in the
 * reader's language. Hindi is loaded with the language (loadLanguage); until then it stays English.
 */
export function localizeMessage(text: string, lng: Language = language): string {
  return lng === 'hi' && localizeHindi ? localizeHindi(text, 'hi') : text;
}

/** A namespace's translator: `t(key, vars)` in the current language, falling back to English. */
export type Translator<M> = (key: KeyOf<M>, vars?: Vars) => string;

export interface MessageSet<M> {
  /** The translator, for code outside React (toasts, validation, document titles). */
  t: Translator<M>;
  /** The translator in a component: it re-renders when the language changes. */
  useT: () => { t: Translator<M>; language: Language };
  /** A translator fixed to one language (tests; Hindi must be loaded: `await loadLanguage('hi')`). */
  in: (lng: Language) => Translator<M>;
}

/**
 * Registers a namespace: its English messages now, its Hindi on demand. Call it once at module
 * level, in the namespace's `i18n/index.ts`.
 */
export function defineMessages<M extends object>(
  ns: string,
  english: M,
  hindi: () => Promise<{ default: Translation<M> }>,
): MessageSet<M> {
  if (hindiLoaders.has(ns)) throw new Error(`i18n namespace "${ns}" is defined twice`);
  i18n.addResourceBundle('en', ns, english as object, true, true);
  hindiLoaders.set(ns, hindi);
  if (target === 'hi') void loadHindi(ns).then(notify);
  const t: Translator<M> = (key, vars) => {
    if (vars) return i18n.t(key, { ...vars, ns, lng: language }) as string;
    const id = `${language}\u0000${ns}\u0000${key}`;
    let words = plainWords.get(id);
    if (words === undefined) plainWords.set(id, (words = i18n.t(key, { ns, lng: language }) as string));
    return words;
  };
  return {
    t,
    useT: () => {
      const lng = useLanguage();
      return { t, language: lng };
    },
    in: (lng) => (key, vars) => i18n.t(key, { ...vars, ns, lng }) as string,
  };
}

function notify() {
  listeners.forEach((l) => l());
}

/** The current language, outside React. */
export const currentLanguage = () => language;

/** The latest choice: the language shown, or the one being switched to while its words load. */
export const chosenLanguage = () => target;

/** Switches the language: loads Hindi first, then re-renders, and remembers the choice. */
export async function setLanguage(lng: Language) {
  target = lng;
  await loadLanguage(lng);
  if (target !== lng) return; // another choice came meanwhile
  const changed = lng !== language;
  language = lng;
  document.documentElement.lang = lng;
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    /* private mode: the choice lasts this visit only */
  }
  if (changed) notify();
}

/**
 * A server render's language (entry-server.tsx): set before its synchronous render. The server
 * loads every namespace's Hindi once at start (`loadLanguage('hi')` after importing every page).
 */
export function setRenderLanguage(lng: Language) {
  language = lng;
  target = lng;
}

/** The devotee's stored choice, applied (a Hindi page waits for it before it hydrates). */
export function restoreLanguage(): Promise<void> {
  try {
    if (localStorage.getItem(LANGUAGE_KEY) === 'hi') return setLanguage('hi');
  } catch {
    /* storage unavailable */
  }
  return Promise.resolve();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Calls `listener` after each change of language (main.tsx refetches what the API wrote in the old one). */
export const onLanguageChange = subscribe;

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => language, () => language);
}

/** Every namespace's name (i18n-keys.test.ts walks them). */
export const namespaces = () => [...hindiLoaders.keys()];

// The shell's own words (navigation, footer, common actions): the `common` namespace.
const common = defineMessages<Messages>('common', en, () => import('./hi'));
export const t = common.t;
export const useT = common.useT;
/** A key of the shell's own messages. */
export type MessageKey = KeyOf<Messages>;
