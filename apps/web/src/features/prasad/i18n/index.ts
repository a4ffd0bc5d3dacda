import { useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import en, { type PrasadMessages } from './en';
import hi from './hi';

// The prasad page's own words in English and Hindi, switched by the site's language (lib/i18n);
// both ship in the page's lazy chunk, not in the first load.

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type PrasadKey = Leaves<PrasadMessages>;
export type Vars = Record<string, string | number>;

const DICTS = { en, hi } as const;

function lookup(m: PrasadMessages, key: string): string {
  let node: unknown = m;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

export const fill = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;

export function prasadT(language: 'en' | 'hi') {
  return (key: PrasadKey, vars?: Vars) => fill(lookup(DICTS[language], key), vars);
}

export type PrasadT = ReturnType<typeof prasadT>;

export function usePrasadT() {
  const { language } = useT();
  const t = useMemo(() => prasadT(language), [language]);
  return { t, language };
}
