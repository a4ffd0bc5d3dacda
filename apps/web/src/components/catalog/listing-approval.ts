import type { ListingApproval } from '@sankalp/shared/api/catalog';
import { formatDate } from '../../lib/i18n/format';
import type { MessageKey } from '../../lib/i18n';
import { catalogT } from './i18n';

/** Fills `{name}` placeholders of a message. */
export const fillMessage = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

/** What a puja or event page says about its temple's approval (issue 14, B9). */
export type ApprovalView =
  | { state: 'approved'; line: string; date: string; dateTime: string; note: string | null }
  | { state: 'awaiting'; title: string; detail: string };

/**
 * The approval line of a listing: "Listed with the approval of {temple}" with the date (as the
 * pages print dates) and the temple's note; or, without an approval, that it awaits the temple.
 * A listing is bookable only while approved (the server refuses it otherwise: 409 listing_unapproved).
 */
export function approvalView(
  approval: ListingApproval | null | undefined,
  kind: 'puja' | 'event',
  templeName: string,
  t: (key: MessageKey) => string,
): ApprovalView {
  if (approval) {
    return {
      state: 'approved',
      line: fillMessage(t('approval.listedWith'), { temple: approval.temple }),
      date: fillMessage(t('approval.approvedOn'), { date: formatDate(approval.approvedAt) }),
      dateTime: approval.approvedAt,
      note: approval.note?.trim() || null,
    };
  }
  const temple = templeName || catalogT('templeFallback');
  return {
    state: 'awaiting',
    title: t('approval.awaitingTitle'),
    detail: fillMessage(t(kind === 'puja' ? 'approval.awaitingPuja' : 'approval.awaitingEvent'), { temple }),
  };
}

/** Whether the listing takes bookings as far as its approval goes (its dates and slots are checked apart). */
export const isApproved = (approval: ListingApproval | null | undefined): approval is ListingApproval => !!approval;
