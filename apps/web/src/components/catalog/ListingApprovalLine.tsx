import { BadgeCheck, Hourglass } from 'lucide-react';
import type { ListingApproval } from '@sankalp/shared/api/catalog';
import { useT } from '../../lib/i18n';
import { approvalView } from './listing-approval';

type Props = {
  approval: ListingApproval | null | undefined;
  kind: 'puja' | 'event';
  /** The listing's temple, named in the "awaiting" message. */
  templeName: string;
  className?: string;
};

/**
 * A small verified line under a puja's or event's facts: "Listed with the approval of {temple}"
 * with the date and the temple's own note; without an approval, a calm notice that the listing
 * awaits its temple's confirmation (its booking buttons are disabled beside it).
 */
export function ListingApprovalLine({ approval, kind, templeName, className = '' }: Props) {
  const { t } = useT();
  const view = approvalView(approval, kind, templeName, t);
  if (view.state === 'approved') {
    return (
      <div className={`flex items-start gap-2 text-sm text-ink-900 ${className}`}>
        <BadgeCheck className="mt-0.5 h-[18px] w-[18px] shrink-0 text-success" aria-hidden />
        <p>
          <span className="font-semibold">{view.line}</span>
          <span className="text-ink-600">
            {' · '}
            <time dateTime={view.dateTime}>{view.date}</time>
          </span>
          {view.note && <span className="mt-0.5 block italic text-ink-600">“{view.note}”</span>}
        </p>
      </div>
    );
  }
  return (
    <div
      role="status"
      className={`flex items-start gap-2.5 rounded-[12px] bg-cream-100 px-3 py-2.5 text-sm ring-1 ring-cream-200 ${className}`}
    >
      <Hourglass className="mt-0.5 h-[18px] w-[18px] shrink-0 text-warning" aria-hidden />
      <p>
        <span className="block font-semibold text-ink-900">{view.title}</span>
        <span className="text-ink-600">{view.detail}</span>
      </p>
    </div>
  );
}
