import { formatINR, toRupees } from '@sankalp/shared/money';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import type { Mail } from '../../lib/mail/mailer';
import type { RefundRow } from './refunds.repository';
import type { PayableContact } from './refunds.repository';

/** Refunds reach the devotee's account in 5-7 business days (spec part 3, policy figures). */
export const REFUND_DAYS_TEXT = '5-7 business days';

/** The e-mail of a processed refund (dedupeKey `refund:<id>`: exactly one per refund). */
export function refundProcessedMail(config: Config, refund: RefundRow, to: PayableContact): Mail {
  const amount = formatINR(toRupees(refund.amountPaise));
  const whole = refund.amountPaise >= to.amountTotalPaise;
  const details: Array<[string, string]> = [
    ['Booking reference', to.reference],
    ['Amount refunded', amount],
    ['Refund ID', refund.providerRefundId ?? refund.id],
    ['Payment ID', refund.providerPaymentId],
  ];
  const lead = whole
    ? `We have refunded your payment of ${amount} for booking ${to.reference} in full.`
    : `We have refunded ${amount} of your payment for booking ${to.reference}.`;
  const when = `The money goes back to the account or card you paid with and usually shows there within ${REFUND_DAYS_TEXT}.`;
  const text = [
    `Namaste ${to.name},`,
    '',
    lead,
    when,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    `Need help? Write to ${config.SUPPORT_EMAIL} or call ${config.SUPPORT_PHONE}.`,
    '',
    'Sankalp',
  ].join('\n');
  const html = [
    `<p>Namaste ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(when)}</p>`,
    '<table>',
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p>Need help? Write to ${escapeHtml(config.SUPPORT_EMAIL)} or call ${escapeHtml(config.SUPPORT_PHONE)}.</p>`,
  ].join('\n');
  return {
    to: to.email,
    subject: `Refund of ${amount} for booking ${to.reference}`,
    text,
    html,
    dedupeKey: `refund:${refund.id}`,
  };
}
