import type { HTMLAttributes, ReactNode, Ref } from 'react';

/** The badge size most chips use; a chip with other words around it (StatusPill) passes its own. */
const BADGE = 'px-3 py-1 text-xs font-bold';

type Props = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The tint and text colour. */
  tone: string;
  size?: string;
  /** A dot or an icon before the words: it adds to them, never stands for them. */
  mark?: ReactNode;
  /** The state in words ('Live', 'Closed', 'Shipped'): required, so no chip is colour alone (WCAG 1.4.1). */
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
};

/**
 * A state as a tinted pill with its name in words. Every status chip a devotee sees is one of these,
 * marked `data-status-text` so the accessibility journey can find them all and read their words.
 */
export function StatusChip({ tone, size = BADGE, mark, className = '', children, ...rest }: Props) {
  return (
    <span
      data-status-text=""
      className={`inline-flex items-center gap-1.5 rounded-full ${size} ${tone} ${className}`}
      {...rest}
    >
      {mark}
      {children}
    </span>
  );
}
