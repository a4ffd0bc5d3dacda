import { formatINR, toRupees } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import type { Mail } from '../../lib/mail/mailer';
import { receipt80GOf } from './donations.mappers';
import type { DonationBundle } from './donations.repository';
import { paymentModeLabel, receiptFilename } from './receipt-content';

/** The page that shows the donation; with the access key (null: none) it opens without a session. */
export const donationPath = (id: string, accessKey: string | null) =>
  `/donation-checkout-success?donation=${id}` + (accessKey ? `&key=${encodeURIComponent(accessKey)}` : '');

/** The page that shows the donation (and links its receipt), reachable without a session. */
export const donationLink = (config: Config, id: string, accessKey: string) =>
  `${config.publicUrl.replace(/\/+$/, '')}${donationPath(id, accessKey)}`;

/**
 * The thank-you e-mail of a paid donation with its receipt PDF attached (by reference, rendered
 * when the mail is delivered); dedupeKey `donation:<id>`, so exactly one.
 */
export function donationReceiptMail(config: Config, b: DonationBundle): Mail {
  const { donation: d, campaign } = b;
  if (!d.receiptNumber) throw new Error(`donation ${d.id} has no receipt number`);
  const verdict = receipt80GOf(d);
  const link = donationLink(config, d.id, d.accessKey);
  const amount = formatINR(toRupees(d.amountTotalPaise));
  const details: Array<[string, string]> = [
    ['Receipt number', d.receiptNumber],
    ['Reference', d.reference],
    ['Campaign', campaign.title],
    ...b.sevas.map((s): [string, string] => [
      `Seva: ${s.title}`,
      `${s.quantity} × ${formatINR(toRupees(s.pricePaise))}`,
    ]),
    ...(d.customPaise > 0 ? [['Donation', formatINR(toRupees(d.customPaise))] as [string, string]] : []),
    ['Amount', amount],
    ['Date', d.paidAt ? formatDateGB(d.paidAt) : ''],
    ['Mode of payment', paymentModeLabel(d.paymentMethod)],
    ['Payment ID', d.paymentId ?? ''],
  ];
  const about80G = verdict.eligible
    ? `Your receipt is attached. It is your 80G certificate: the donation is eligible for deduction under section 80G of the Income-tax Act, 1961.`
    : `Your donation receipt is attached. ${verdict.reason}`;
  const text = [
    `Namaste ${d.donorName},`,
    '',
    `Thank you for your donation of ${amount} to ${campaign.title}. May your seva bring blessings to you and your family.`,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    about80G,
    '',
    `View your donation and download the receipt: ${link}`,
    '',
    `Need help? Write to ${config.SUPPORT_EMAIL} or call ${config.SUPPORT_PHONE}.`,
    '',
    config.FOUNDATION_NAME,
  ].join('\n');
  const html = [
    `<p>Namaste ${escapeHtml(d.donorName)},</p>`,
    `<p>Thank you for your donation of <strong>${escapeHtml(amount)}</strong> to <strong>${escapeHtml(campaign.title)}</strong>. May your seva bring blessings to you and your family.</p>`,
    '<table>',
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(about80G)}</p>`,
    `<p><a href="${escapeHtml(link)}">View your donation and download the receipt</a></p>`,
    `<p>Need help? Write to ${escapeHtml(config.SUPPORT_EMAIL)} or call ${escapeHtml(config.SUPPORT_PHONE)}.</p>`,
    `<p>${escapeHtml(config.FOUNDATION_NAME)}</p>`,
  ].join('\n');
  return {
    to: d.donorEmail,
    subject: verdict.eligible
      ? `Your 80G donation receipt ${d.receiptNumber}`
      : `Your donation receipt ${d.receiptNumber}`,
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
