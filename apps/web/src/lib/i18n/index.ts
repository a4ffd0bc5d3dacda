import { useSyncExternalStore } from 'react';
import { LANGUAGE_COOKIE } from '@sankalp/shared/page-render';
import en, { type Messages } from './en';

/**
 * A small typed translator in place of i18next (docs/decisions/002): English ships with the
 * first load, Hindi is fetched only when chosen, and the shell stays inside its bundle budget.
 */
export type Language = 'en' | 'hi';
export const LANGUAGE_KEY = 'language';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;

let language: Language = 'en';
let messages: Messages = en;
const listeners = new Set<() => void>();

function lookup(m: Messages, key: string): string {
  let node: unknown = m;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

export const t = (key: MessageKey) => lookup(messages, key);


export async function setLanguage(lng: Language) {
  messages = lng === 'hi' ? (await import('./hi')).default : en;
  language = lng;
  document.documentElement.lang = lng;
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    /* private mode: the choice lasts this visit only */
  }
  listeners.forEach((l) => l());
}

/** A server render's language (entry-server.tsx): set before its synchronous render, with its messages. */
export function setRenderLanguage(lng: Language, lngMessages: Messages) {
  language = lng;
  messages = lngMessages;
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

/** Re-renders on language change; returns the translator and the current language. */
export function useT() {
  const lng = useSyncExternalStore(subscribe, () => language, () => language);
  return { t, language: lng };
}
