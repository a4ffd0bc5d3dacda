import { formatINR } from '@sankalp/shared/money';

/** Rupees with ₹ and Indian grouping (₹1,50,001). */
export const inr = (rupees: number) => formatINR(rupees);

const IST = 'Asia/Kolkata';

/** A date-time as the team reads it, in IST: "21 Nov 2026, 10:30 am". */
export function when(iso: string | null | undefined, language: 'en' | 'hi' = 'en'): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: IST,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function day(iso: string | null | undefined, language: 'en' | 'hi' = 'en'): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? '—'
    : d.toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
        timeZone: IST,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
}

/** Today's date in IST as YYYY-MM-DD (plus `days`). */
export function istDate(days = 0, now = Date.now()): string {
  return new Date(now + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
