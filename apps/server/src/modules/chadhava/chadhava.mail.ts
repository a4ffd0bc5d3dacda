import { formatINR, toRupees } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import type { Mail } from '../../lib/mail/mailer';
import type { ChadhavaBundle } from './chadhava.repository';

type Rows = Array<[string, string]>;

/** The success page of a booking; with its access key for a reader without the owner's session. */
export const successPath = (b: Pick<ChadhavaBundle, 'booking' | 'event'>, withKey: boolean) =>
  `/chadhava-checkout-success/${encodeURIComponent(b.event.slug)}?booking=${b.booking.id}` +
  (withKey ? `&key=${encodeURIComponent(b.booking.accessKey)}` : '');

/** The success page of a booking, opened by its access key (no session needed). */
export function successLink(config: Config, b: ChadhavaBundle): string {
  return `${config.publicUrl.replace(/\/+$/, '')}${successPath(b, true)}`;
}

function detailRows(b: ChadhavaBundle): Rows {
  const { booking, event, temple } = b;
  return [
    ['Booking reference', booking.reference],
    ['Event', event.name],
    ['Temple', `${temple.name}, ${temple.location}`],
    ['Date', formatDateGB(event.date)],
    ...(booking.basePricePaise > 0
      ? [['Base offering', formatINR(toRupees(booking.basePricePaise))] as [string, string]]
      : []),
    ...b.lines.map((l): [string, string] => [l.name, `${l.quantity} × ${formatINR(toRupees(l.pricePaise))}`]),
    ...(booking.donorGotra ? [['Gotra', booking.donorGotra] as [string, string]] : []),
    ['Total', formatINR(toRupees(booking.amountTotalPaise))],
  ];
}

function compose(config: Config, b: ChadhavaBundle, intro: string, rows: Rows, link: string | null) {
  const help = `Need help? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`;
  const text = [
    `Namaste ${b.booking.donorName},`,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(link ? [`View your booking: ${link}`, ''] : []),
    help,
    '',
    'Sankalp',
  ].join('\n');
  const html = [
    `<p>Namaste ${escapeHtml(b.booking.donorName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    ...(link ? [`<p><a href="${escapeHtml(link)}">View your booking</a></p>`] : []),
    `<p>${escapeHtml(help)}</p>`,
  ].join('\n');
  return { text, html };
}

/** The confirmation of a paid chadhava booking (dedupeKey `chadhava-booking:<id>`: exactly one). */
export function chadhavaConfirmationMail(config: Config, b: ChadhavaBundle): Mail {
  const { booking, event, temple } = b;
  const intro = `Your chadhava for ${event.name} at ${temple.name} is confirmed. Your offerings will be made in your name${booking.donorGotra ? ` and gotra (${booking.donorGotra})` : ''}. Thank you for your devotion.`;
  const rows: Rows = [...detailRows(b), ['Payment ID', booking.paymentId ?? '']];
  return {
    to: booking.donorEmail,
    subject: `Chadhava confirmed: ${event.name} on ${formatDateGB(event.date)} (${booking.reference})`,
    ...compose(config, b, intro, rows, successLink(config, b)),
    dedupeKey: `chadhava-booking:${booking.id}`,
  };
}

/**
 * A payment that arrived after the booking's hold lapsed, when the event had filled meanwhile:
 * the devotee is told that the money is recorded and refunded in full (dedupeKey
 * `chadhava-booking-refund:<id>`).
 */
export function chadhavaRefundMail(config: Config, b: ChadhavaBundle, paymentId: string): Mail {
  const { booking, event } = b;
  const intro = `We received your payment of ${formatINR(toRupees(booking.amountTotalPaise))} for ${event.name}, but the last slot of this event was taken while you were paying, so we could not confirm your chadhava. Your payment will be refunded in full to the account you paid from; our team will write to you when the refund is made.`;
  const rows: Rows = [...detailRows(b), ['Payment ID', paymentId]];
  return {
    to: booking.donorEmail,
    subject: `Full refund for your chadhava: ${event.name} (${booking.reference})`,
    ...compose(config, b, intro, rows, successLink(config, b)),
    dedupeKey: `chadhava-booking-refund:${booking.id}`,
  };
}
