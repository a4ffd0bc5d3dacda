import { AASHIRWAD_BOX_TEXT, PUJA_CONFIRMATION_CALL_TEXT, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';
import { formatINR, toRupees } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import type { Mail } from '../../lib/mail/mailer';
import type { BookingBundle } from './bookings.repository';

/** The booking's page on the site; with its access key for a reader without the owner's session (a guest). */
export const bookingPath = (b: Pick<BookingBundle, 'booking' | 'puja'>, withKey: boolean) =>
  `/puja-checkout-success/${encodeURIComponent(b.puja.slug)}?booking=${b.booking.id}` +
  (withKey ? `&key=${encodeURIComponent(b.booking.accessKey)}` : '');

/** The confirmation e-mail of a paid puja booking (dedupeKey `puja-booking:<id>`: exactly one). */
export function bookingConfirmationMail(config: Config, b: BookingBundle): Mail {
  // Title, package and date as the booking recorded them (a later catalog edit changes none of them).
  const { booking, temple, sankalp } = b;
  const link = `${config.publicUrl.replace(/\/+$/, '')}${bookingPath(b, true)}`;
  const amount = formatINR(toRupees(booking.amountTotalPaise));
  const date = formatDateGB(booking.pujaStartTime);
  const next = [
    `Our team will call you to confirm your booking ${PUJA_CONFIRMATION_CALL_TEXT}.`,
    `The puja will be performed at ${temple.name} with your sankalp, in your name and gotra (${sankalp.gotra}).`,
    `You will receive the video of your puja ${PUJA_VIDEO_TEXT}.`,
    `Your Aashirwad Box (prasad) will reach you in ${AASHIRWAD_BOX_TEXT}.`,
    `We will keep you updated on WhatsApp (+${config.SUPPORT_WHATSAPP}).`,
  ];
  const details: Array<[string, string]> = [
    ['Booking reference', booking.reference],
    ['Puja', booking.pujaTitle],
    ['Temple', `${temple.name}, ${temple.location}`],
    ['Date', date],
    ['Package', booking.packageTitle],
    ...b.items.map((i): [string, string] => [
      `Chadhava: ${i.title}`,
      `${i.quantity} × ${formatINR(toRupees(i.pricePaise))}`,
    ]),
    ...(booking.dakshinaPaise > 0
      ? [['Dakshina', formatINR(toRupees(booking.dakshinaPaise))] as [string, string]]
      : []),
    ['Amount paid', amount],
    ['Payment ID', booking.paymentId ?? ''],
  ];
  const text = [
    `Namaste ${sankalp.fullName},`,
    '',
    `Your booking for ${booking.pujaTitle} is confirmed. Thank you for your devotion.`,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    'What happens next:',
    ...next.map((n, i) => `${i + 1}. ${n}`),
    '',
    `View your booking: ${link}`,
    '',
    `Need help? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`,
    '',
    'Sankalp',
  ].join('\n');
  const html = [
    `<p>Namaste ${escapeHtml(sankalp.fullName)},</p>`,
    `<p>Your booking for <strong>${escapeHtml(booking.pujaTitle)}</strong> is confirmed. Thank you for your devotion.</p>`,
    '<table>',
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    '<p><strong>What happens next</strong></p>',
    '<ol>',
    ...next.map((n) => `<li>${escapeHtml(n)}</li>`),
    '</ol>',
    `<p><a href="${escapeHtml(link)}">View your booking</a></p>`,
    `<p>Need help? Call ${escapeHtml(config.SUPPORT_PHONE)} or WhatsApp +${escapeHtml(config.SUPPORT_WHATSAPP)}.</p>`,
  ].join('\n');
  return {
    to: booking.donorEmail,
    subject: `Booking confirmed: ${booking.pujaTitle} on ${date}`,
    text,
    html,
    dedupeKey: `puja-booking:${booking.id}`,
  };
}
