import { useMemo } from 'react';
import { useT } from '../../../lib/i18n/index';
import en, { type ConsoleMessages } from './en';
import hi from './hi';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ConsoleKey = Leaves<ConsoleMessages>;
export type Vars = Record<string, string | number>;

const DICTS = { en, hi } as const;

function lookup(m: ConsoleMessages, key: string): string {
  let node: unknown = m;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/** `{name}` placeholders filled from `vars`. */
export const fill = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;

/** A translator for console strings in the site's current language (the toggle is the site's). */
export function consoleT(language: 'en' | 'hi') {
  return (key: ConsoleKey, vars?: Vars) => fill(lookup(DICTS[language], key), vars);
}

export function useConsoleT() {
  const { language } = useT();
  const t = useMemo(() => consoleT(language), [language]);
  return { t, language };
}
