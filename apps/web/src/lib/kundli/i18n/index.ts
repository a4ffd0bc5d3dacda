import {
  MONTH_NAMES,
  NAKSHATRA_NAMES,
  SIGN_NAMES,
  VARA_NAMES,
  karanaName,
  tithiName,
  YOGA_NAMES,
} from '@sankalp/shared/api/kundli';
import { defineMessages, type Translator } from '../../i18n/index';
import en, { type JyotishMessages } from './en';

/** The jyotish names (namespace `jyotish`); Hindi loads only for those who choose it. */
const messages = defineMessages('jyotish', en, () => import('./hi'));

type T = Translator<JyotishMessages>;
type Group = Exclude<keyof JyotishMessages, 'retrogradeMark'>;

/** A name of a group by its English name; a name the table does not know stays as given. */
const name = (t: T, group: Group, english: string | undefined) =>
  english && english in en[group] ? t(`${group}.${english}` as Parameters<T>[0]) : (english ?? '');

/** The names by their numbers (1-based, as the API sends them), in the reader's language. */
export function jyotishNames(t: T = messages.t) {
  return {
    sign: (n: number) => name(t, 'sign', SIGN_NAMES[n - 1]),
    nakshatra: (n: number) => name(t, 'nakshatra', NAKSHATRA_NAMES[n - 1]),
    tithi: (n: number) => name(t, 'tithi', tithiName(n)),
    yoga: (n: number) => name(t, 'yoga', YOGA_NAMES[n - 1]),
    karana: (n: number) => name(t, 'karana', karanaName(n)),
    /** 0 = Sunday. */
    vara: (n: number) => name(t, 'vara', VARA_NAMES[n]),
    month: (n: number) => name(t, 'month', MONTH_NAMES[n - 1]),
    graha: (english: string) => name(t, 'graha', english),
    paksha: (english: string) => name(t, 'paksha', english),
    /** A chart label: 'Me(R)' → 'बु(व)' in Hindi; the English label as it is. */
    short: (label: string) => {
      const retro = label.endsWith('(R)');
      const base = name(t, 'short', retro ? label.slice(0, -3) : label);
      return retro ? `${base}${t('retrogradeMark')}` : base;
    },
  };
}
export type JyotishNames = ReturnType<typeof jyotishNames>;

/** The names in a component, following the reader's language. */
export function useJyotishNames(): JyotishNames {
  const { t } = messages.useT();
  return jyotishNames(t);
}
