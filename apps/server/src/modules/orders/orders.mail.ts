import { formatINR, toRupees } from '@sankalp/shared/money';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import type { Mail } from '../../lib/mail/mailer';
import { NEXT_STEPS } from './orders.mappers';
import type { ProductOrderBundle } from './orders.repository';

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

function detailRows(b: ProductOrderBundle): Rows {
  const { order } = b;
  const address = [order.addressLine1, order.addressLine2, order.city, order.state, String(order.pincode), order.country]
    .filter(Boolean)
    .join(', ');
  return [
    ['Order reference', order.reference],
    ...b.lines.map((l): [string, string] => [
      `${l.name} (${l.size}, ${l.color})`,
      `${l.quantity} × ${formatINR(toRupees(l.pricePaise))}`,
    ]),
    ['Total', formatINR(toRupees(order.amountTotalPaise))],
    ['Deliver to', address],
  ];
}

function compose(config: Config, b: ProductOrderBundle, intro: string[], rows: Rows) {
  const link = confirmationLink(config, b);
  const help = `Need help? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`;
  const text = [
    `Namaste ${b.order.donorName},`,
    '',
    ...intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `View your order: ${link}`,
    '',
    help,
    '',
    'Sankalp',
  ].join('\n');
  const html = [
    `<p>Namaste ${escapeHtml(b.order.donorName)},</p>`,
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(link)}">View your order</a></p>`,
    `<p>${escapeHtml(help)}</p>`,
  ].join('\n');
  return { text, html };
}

/** The confirmation of a paid order (dedupeKey `product-order:<id>`: exactly one). */
export function orderConfirmationMail(config: Config, b: ProductOrderBundle): Mail {
  const { order } = b;
  const intro = ['Thank you, your order is placed.', NEXT_STEPS.confirmation_call, NEXT_STEPS.dispatch, NEXT_STEPS.tracking];
  return {
    to: order.donorEmail,
    subject: `Order placed: ${order.reference}`,
    ...compose(config, b, intro, [...detailRows(b), ['Payment ID', order.paymentId ?? '']]),
    dedupeKey: `product-order:${order.id}`,
  };
}

/**
 * A payment that arrived after the order's hold lapsed, when the stock had sold out meanwhile: the
 * customer is told that the money is recorded and refunded in full (dedupeKey `product-order-refund:<id>`).
 */
export function orderRefundMail(config: Config, b: ProductOrderBundle, paymentId: string): Mail {
  const { order } = b;
  const intro = [
    `We received your payment of ${formatINR(toRupees(order.amountTotalPaise))}, but an item of your order sold out while you were paying, so we could not place it. Your payment will be refunded in full to the account you paid from; our team will write to you when the refund is made.`,
  ];
  return {
    to: order.donorEmail,
    subject: `Full refund for your order ${order.reference}`,
    ...compose(config, b, intro, [...detailRows(b), ['Payment ID', paymentId]]),
    dedupeKey: `product-order-refund:${order.id}`,
  };
}
