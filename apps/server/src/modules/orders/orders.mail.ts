import { formatINR, toRupees } from '@sankalp/shared/money';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import { mailWordsIn, type MailLanguage } from '../../lib/mail/mail-words';
import type { Mail } from '../../lib/mail/mailer';
import { namedLines, NEXT_STEPS_IN } from './orders.mappers';
import type { ProductOrderBundle, ReaderTexts } from './orders.repository';

type Rows = Array<[string, string]>;


/** The confirmation page of an order; with its access key for a reader without the owner's session. */
export function confirmationPath(b: ProductOrderBundle, withKey: boolean): string {
  const slug = b.lines[0]?.slug ?? 'order';
  return (
    `/product-order-confirmation/${encodeURIComponent(slug)}?order=${b.order.id}` +
    (withKey ? `&key=${encodeURIComponent(b.order.accessKey)}` : '')
  );
}

/** The confirmation page of an order, opened by its access key (no session needed). */
export function confirmationLink(config: Config, b: ProductOrderBundle): string {
  return `${config.publicUrl.replace(/\/+$/, '')}${confirmationPath(b, true)}`;
}

function detailRows(b: ProductOrderBundle, lang: MailLanguage, texts: ReaderTexts | undefined): Rows {
  const { order } = b;
  const w = mailWordsIn(lang);
  const address = [order.addressLine1, order.addressLine2, order.city, order.state, String(order.pincode), order.country]
    .filter(Boolean)
    .join(', ');
  return [
    [w('orderReference'), order.reference],
    ...namedLines(b, texts).map((l): [string, string] => [
      `${l.name} (${l.size}, ${l.color})`,
      `${l.quantity} × ${formatINR(toRupees(l.pricePaise))}`,
    ]),
    [w('total'), formatINR(toRupees(order.amountTotalPaise))],
    [w('deliverTo'), address],
  ];
}

function compose(config: Config, b: ProductOrderBundle, intro: string[], rows: Rows, lang: MailLanguage) {
  const w = mailWordsIn(lang);
  const link = confirmationLink(config, b);
  const help = w('helpCallOrWhatsApp', { phone: config.SUPPORT_PHONE, whatsapp: config.SUPPORT_WHATSAPP });
  const text = [
    w('greeting', { name: b.order.donorName }),
    '',
    ...intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${w('viewOrder')}: ${link}`,
    '',
    help,
    '',
    w('signature'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(w('greeting', { name: b.order.donorName }))}</p>`,
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w('viewOrder'))}</a></p>`,
    `<p>${escapeHtml(help)}</p>`,
  ].join('\n');
  return { text, html };
}

/**
 * The confirmation of a paid order (dedupeKey `product-order:<id>`: exactly one), in the
 * customer's language, naming the products as the order's page does for them (`texts`).
 */
export function orderConfirmationMail(
  config: Config,
  b: ProductOrderBundle,
  lang: MailLanguage = 'en',
  texts?: ReaderTexts,
): Mail {
  const { order } = b;
  const w = mailWordsIn(lang);
  const steps = NEXT_STEPS_IN[lang];
  const intro = [w('orderPlaced'), steps.confirmation_call, steps.dispatch, steps.tracking];
  return {
    to: order.donorEmail,
    subject: w('orderSubject', { reference: order.reference }),
    ...compose(config, b, intro, [...detailRows(b, lang, texts), [w('paymentId'), order.paymentId ?? '']], lang),
    dedupeKey: `product-order:${order.id}`,
  };
}

/**
 * A payment that arrived after the order's hold lapsed, when the stock had sold out meanwhile: the
 * customer is told that the money is recorded and refunded in full (dedupeKey `product-order-refund:<id>`).
 */
export function orderRefundMail(
  config: Config,
  b: ProductOrderBundle,
  paymentId: string,
  lang: MailLanguage = 'en',
  texts?: ReaderTexts,
): Mail {
  const { order } = b;
  const w = mailWordsIn(lang);
  const intro = [w('orderRefund', { amount: formatINR(toRupees(order.amountTotalPaise)) })];
  return {
    to: order.donorEmail,
    subject: w('orderRefundSubject', { reference: order.reference }),
    ...compose(config, b, intro, [...detailRows(b, lang, texts), [w('paymentId'), paymentId]], lang),
    dedupeKey: `product-order-refund:${order.id}`,
  };
}
