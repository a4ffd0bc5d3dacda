import { formatINR, toRupees } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import { mailDate, mailWordsIn, type MailLanguage } from '../../lib/mail/mail-words';
import { no80GReason } from '../../lib/pdf/receipt-words';
import type { Mail } from '../../lib/mail/mailer';
import { donationNames, receipt80GOf } from './donations.mappers';
import type { DonationBundle, ReaderTexts } from './donations.repository';
import { paymentModeLabel, receiptFilename } from './receipt-content';

/** The page that shows the donation; with the access key (null: none) it opens without a session. */
export const donationPath = (id: string, accessKey: string | null) =>
  `/donation-checkout-success?donation=${id}` + (accessKey ? `&key=${encodeURIComponent(accessKey)}` : '');

/** The page that shows the donation (and links its receipt), reachable without a session. */
export const donationLink = (config: Config, id: string, accessKey: string) =>
  `${config.publicUrl.replace(/\/+$/, '')}${donationPath(id, accessKey)}`;

/**
 * The thank-you e-mail of a paid donation with its receipt PDF attached (by reference, rendered
 * when the mail is delivered); dedupeKey `donation:<id>`, so exactly one. In the devotee's
 * language, naming the campaign and sevas as the donation's page does for them (`texts`).
 */
export function donationReceiptMail(
  config: Config,
  b: DonationBundle,
  lang: MailLanguage = 'en',
  texts?: ReaderTexts,
): Mail {
  const w = mailWordsIn(lang);
  const { donation: d } = b;
  const names = donationNames(b, texts);
  if (!d.receiptNumber) throw new Error(`donation ${d.id} has no receipt number`);
  const verdict = receipt80GOf(d);
  const link = donationLink(config, d.id, d.accessKey);
  const amount = formatINR(toRupees(d.amountTotalPaise));
  const details: Array<[string, string]> = [
    [w('receiptNumber'), d.receiptNumber],
    [w('reference'), d.reference],
    [w('campaign'), names.campaign],
    ...names.sevas.map((s): [string, string] => [
      w('sevaItem', { title: s.title }),
      `${s.quantity} × ${formatINR(toRupees(s.pricePaise))}`,
    ]),
    ...(d.customPaise > 0 ? [[w('donation'), formatINR(toRupees(d.customPaise))] as [string, string]] : []),
    [w('amount'), amount],
    [w('date'), d.paidAt ? mailDate(lang, d.paidAt, formatDateGB) : ''],
    [w('paymentMode'), paymentModeLabel(d.paymentMethod, lang)],
    [w('paymentId'), d.paymentId ?? ''],
  ];
  const about80G = verdict.eligible
    ? w('donation80G')
    : w('donationNo80G', { reason: no80GReason(lang, verdict) ?? '' });
  const thanks = (amountText: string, campaignText: string) =>
    w('donationThanks', { amount: amountText, campaign: campaignText });
  const help = w('helpWriteOrCall', { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE });
  const text = [
    w('greeting', { name: d.donorName }),
    '',
    thanks(amount, names.campaign),
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    about80G,
    '',
    `${w('donationView')}: ${link}`,
    '',
    help,
    '',
    config.FOUNDATION_NAME,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(w('greeting', { name: d.donorName }))}</p>`,
    `<p>${thanks(`<strong>${escapeHtml(amount)}</strong>`, `<strong>${escapeHtml(names.campaign)}</strong>`)}</p>`,
    '<table>',
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(about80G)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w('donationView'))}</a></p>`,
    `<p>${escapeHtml(help)}</p>`,
    `<p>${escapeHtml(config.FOUNDATION_NAME)}</p>`,
  ].join('\n');
  return {
    to: d.donorEmail,
    subject: w(verdict.eligible ? 'donationSubject80G' : 'donationSubject', { number: d.receiptNumber }),
    text,
    html,
    dedupeKey: `donation:${d.id}`,
    attachments: [
      {
        filename: receiptFilename(d.receiptNumber),
        contentType: 'application/pdf',
        source: 'donation-receipt',
        refId: d.id,
      },
    ],
  };
}
