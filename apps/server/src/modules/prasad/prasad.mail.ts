import { formatINR, toRupees } from '@sankalp/shared/money';
import { PROMISE_FIGURES } from '@sankalp/shared/promises';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import type { Mail } from '../../lib/mail/mailer';
import type { PrasadOrderRow } from './prasad.repository';

/** The prasad page with the order open by its access key (no session needed), and its tracking. */
export function orderLink(config: Config, order: PrasadOrderRow): string {
  const base = config.publicUrl.replace(/\/+$/, '');
  return `${base}/prasad?order=${order.id}&key=${encodeURIComponent(order.accessKey)}`;
}

/** The confirmation of a paid prasad order (dedupeKey `prasad-order:<id>`: exactly one). */
export function prasadConfirmationMail(config: Config, order: PrasadOrderRow): Mail {
  const a = order.address;
  const address = [a.addressLine1, a.addressLine2, a.city, a.state, String(a.pincode), a.country]
    .filter(Boolean)
    .join(', ');
  const intro = [
    `Thank you, your prasad from ${order.templeName} is ordered.`,
    `It is offered at the temple, blessed and packed, and usually reaches you within ${PROMISE_FIGURES.prasadDeliveryDays} days. Track it any time with your tracking ID ${order.trackingId}.`,
  ];
  const rows: Array<[string, string]> = [
    ['Order ID', order.orderCode],
    ['Tracking ID', order.trackingId],
    [order.title, `${order.quantity} × ${formatINR(toRupees(order.unitPricePaise))}`],
    ['Total', formatINR(toRupees(order.amountTotalPaise))],
    ['Deliver to', address],
    ['Payment ID', order.paymentId ?? ''],
  ];
  const link = orderLink(config, order);
  const help = `Need help? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`;
  const text = [
    `Namaste ${order.donorName},`,
    '',
    ...intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `View and track your order: ${link}`,
    '',
    help,
    '',
    'Sankalp',
  ].join('\n');
  const html = [
    `<p>Namaste ${escapeHtml(order.donorName)},</p>`,
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(link)}">View and track your order</a></p>`,
    `<p>${escapeHtml(help)}</p>`,
  ].join('\n');
  return {
    to: order.donorEmail,
    subject: `Prasad ordered: ${order.orderCode}`,
    text,
    html,
    dedupeKey: `prasad-order:${order.id}`,
  };
}
