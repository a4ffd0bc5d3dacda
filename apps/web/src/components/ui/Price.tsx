import { formatINR } from '@sankalp/shared/money';

/** A rupee amount with ₹ and Indian digit grouping. */
export function Price({ value, decimals, className = '' }: { value: number; decimals?: boolean; className?: string }) {
  return <span className={`tabular-nums ${className}`}>{formatINR(value, { decimals })}</span>;
}
