import { formatINR, toRupees } from '@sankalp/shared/money';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import { mailWordsIn, timePhrase, type MailLanguage } from '../../lib/mail/mail-words';
import type { Mail } from '../../lib/mail/mailer';
import type { RefundRow } from './refunds.repository';
import type { PayableContact } from './refunds.repository';

/** Refunds reach the devotee's account in 5-7 business days (spec part 3, policy figures). */
export const REFUND_DAYS_TEXT = '5-7 business days';

/** The e-mail of a processed refund (dedupeKey `refund:<id>`: exactly one per refund). */
export function refundProcessedMail(config: Config, refund: RefundRow, to: PayableContact, lang: MailLanguage = 'en'): Mail {
  const w = mailWordsIn(lang);
  const amount = formatINR(toRupees(refund.amountPaise));
  const whole = refund.amountPaise >= to.amountTotalPaise;
  const details: Array<[string, string]> = [
    [w('bookingReference'), to.reference],
    [w('amountRefunded'), amount],
    [w('refundId'), refund.providerRefundId ?? refund.id],
    [w('paymentId'), refund.providerPaymentId],
  ];
  const lead = whole
    ? w('refundFull', { amount, reference: to.reference })
    : w('refundPart', { amount, reference: to.reference });
  const when = w('refundWhen', { days: timePhrase(lang, REFUND_DAYS_TEXT) });
  const help = w('helpWriteOrCall', { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE });
  const text = [
    w('greeting', { name: to.name }),
    '',
    lead,
    when,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    help,
    '',
    w('signature'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(w('greeting', { name: to.name }))}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(when)}</p>`,
    '<table>',
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(help)}</p>`,
  ].join('\n');
  return {
    to: to.email,
    subject: w('refundSubject', { amount, reference: to.reference }),
    text,
    html,
    dedupeKey: `refund:${refund.id}`,
  };
}
