import type { AdminBookingField } from '@sankalp/shared/api/admin-bookings';
import type { ConsoleKey, Vars } from '../i18n';
import { inr, when } from './format';

type T = (key: ConsoleKey, vars?: Vars) => string;

/** The groups of payment words the booking detail shows (see en.ts). */
export type WordGroup = 'orderStatus' | 'txStatus' | 'txSource' | 'provider' | 'refundStatus';

/**
 * A status, source or provider in the console's words. The provider's vocabulary is open text
 * (a new status may arrive before the console knows it): one without a word shows as sent.
 */
export function word(t: T, group: WordGroup, value: string): string {
  const key = `${group}.${value}`;
  const text = t(key as ConsoleKey);
  return text === key ? value : text;
}

/** A recorded field as the team reads it: ₹ with Indian grouping, instants in IST, yes/no; '—' when not recorded (or blank). */
export function fieldText(f: AdminBookingField, t: T, language: 'en' | 'hi'): string {
  if (f.value === null || (f.type === 'text' && f.value.trim() === '')) return '—';
  switch (f.type) {
    case 'money':
      return inr(f.value);
    case 'instant':
      return when(f.value, language);
    case 'flag':
      return f.value ? t('common.yes') : t('common.no');
    case 'text':
      return f.value;
  }
}
