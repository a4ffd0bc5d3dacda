import { formatINR, toRupees } from '@sankalp/shared/money';
import { PROMISE_FIGURES } from '@sankalp/shared/promises';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import { mailWordsIn, type MailLanguage } from '../../lib/mail/mail-words';
import type { Mail } from '../../lib/mail/mailer';
import { prasadNames } from './prasad.mappers';
import type { PrasadOrderRow, ReaderTexts } from './prasad.repository';

/** The prasad page with the order open by its access key (no session needed), and its tracking. */
export function orderLink(config: Config, order: PrasadOrderRow): string {
  const base = config.publicUrl.replace(/\/+$/, '');
  return `${base}/prasad?order=${order.id}&key=${encodeURIComponent(order.accessKey)}`;
}

/**
 * The confirmation of a paid prasad order (dedupeKey `prasad-order:<id>`: exactly one), in the
 * devotee's language, naming the prasad and temple as the order's page does for them (`texts`).
 */
export function prasadConfirmationMail(
  config: Config,
  order: PrasadOrderRow,
  lang: MailLanguage = 'en',
  texts?: ReaderTexts,
): Mail {
  const w = mailWordsIn(lang);
  const names = prasadNames(order, texts);
  const a = order.address;
  const address = [a.addressLine1, a.addressLine2, a.city, a.state, String(a.pincode), a.country]
    .filter(Boolean)
    .join(', ');
  const intro = [
    w('prasadOrdered', { temple: names.temple }),
    w('prasadJourney', { days: PROMISE_FIGURES.prasadDeliveryDays, tracking: order.trackingId }),
  ];
  const rows: Array<[string, string]> = [
    [w('orderId'), order.orderCode],
    [w('trackingId'), order.trackingId],
    [names.title, `${order.quantity} × ${formatINR(toRupees(order.unitPricePaise))}`],
    [w('total'), formatINR(toRupees(order.amountTotalPaise))],
    [w('deliverTo'), address],
    [w('paymentId'), order.paymentId ?? ''],
  ];
  const link = orderLink(config, order);
  const help = w('helpCallOrWhatsApp', { phone: config.SUPPORT_PHONE, whatsapp: config.SUPPORT_WHATSAPP });
  const text = [
    w('greeting', { name: order.donorName }),
    '',
    ...intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${w('viewAndTrackOrder')}: ${link}`,
    '',
    help,
    '',
    w('signature'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(w('greeting', { name: order.donorName }))}</p>`,
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w('viewAndTrackOrder'))}</a></p>`,
    `<p>${escapeHtml(help)}</p>`,
  ].join('\n');
  return {
    to: order.donorEmail,
    subject: w('prasadSubject', { code: order.orderCode }),
    text,
    html,
    dedupeKey: `prasad-order:${order.id}`,
  };
}
