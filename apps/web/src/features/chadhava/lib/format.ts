import { formatDateGB, type DateInput } from '@sankalp/shared/timing';

const timeIST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** '25 November 2026, 6:00 am IST' — events happen in India, so their time is IST everywhere. */
export function formatEventDate(date: DateInput): string {
  const day = formatDateGB(date);
  if (!day) return '';
  return `${day}, ${timeIST.format(new Date(date))} IST`;
}
