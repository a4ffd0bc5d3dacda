import { formatWhen } from '../../lib/i18n/format';
import type { Language } from '../../lib/i18n/index';

/** Dates on the prasad page: '26 Nov 2026' and '26 Nov, 10:30 am' (the reader's language, IST). */
export const formatDay = (iso: string, language: Language = 'en') =>
  formatWhen(iso, { day: 'numeric', month: 'short', year: 'numeric' }, language);

export const formatDayTime = (iso: string, language: Language = 'en') =>
  formatWhen(iso, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }, language);
