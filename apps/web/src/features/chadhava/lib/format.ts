import { formatDateGB, type DateInput } from '@sankalp/shared/timing';
import { currentLanguage, type Language } from '../../../lib/i18n/index';
import { formatDate, formatTime } from '../../../lib/i18n/format';

const timeIST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * '25 November 2026, 6:00 am IST' / '25 नवंबर 2026, सुबह 6:00 IST' — events happen in India, so
 * their time is IST everywhere.
 */
export function formatEventDate(date: DateInput, lng: Language = currentLanguage()): string {
  if (lng === 'hi') {
    const day = formatDate(date, lng);
    return day && `${day}, ${formatTime(date, lng)} IST`;
  }
  const day = formatDateGB(date);
  if (!day) return '';
  return `${day}, ${timeIST.format(new Date(date))} IST`;
}
