import type { ReactNode } from 'react';
import { Link } from 'react-router';

const cls = 'font-semibold text-saffron-700 underline underline-offset-2 hover:text-maroon-800';

/** A link inside running text: internal paths through the router, others as plain anchors. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return /^(mailto:|tel:|https?:)/.test(to) ? (
    <a href={to} className={cls} {...(to.startsWith('http') ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {children}
    </a>
  ) : (
    <Link to={to} className={cls}>
      {children}
    </Link>
  );
}
