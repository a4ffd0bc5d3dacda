import type { ReactNode } from 'react';

const TONES = {
  success: 'bg-success/10 text-success',
  warning: 'bg-amber-50 text-warning',
  danger: 'bg-danger/10 text-danger',
  neutral: 'bg-cream-100 text-ink-600',
  saffron: 'bg-saffron-50 text-saffron-700',
} as const;
export type Tone = keyof typeof TONES;

/** A status pill (DESIGN.md statuses: success completed/confirmed, warning pending, danger the rest). */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export const payTone = (status: string): Tone =>
  status === 'completed' || status === 'paid' || status === 'processed'
    ? 'success'
    : status === 'pending'
      ? 'warning'
      : status === 'refunded'
        ? 'neutral'
        : 'danger';
