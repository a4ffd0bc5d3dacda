import { formatINR, toRupees } from '@sankalp/shared/money';
import { PANDIT_SERVICE_LABELS } from '@sankalp/shared/schemas/panditBooking';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import type { Mail } from '../../lib/mail/mailer';
import type { PanditBundle } from './consultations.repository';
import { buildIcs } from './ics';

/** The receipt page of a consultation; with the access key (null: none) it opens without a session. */
export const consultationPath = (id: string, accessKey: string | null) =>
  `/astro-booking-success?booking=${id}` + (accessKey ? `&key=${encodeURIComponent(accessKey)}` : '');

/** The receipt page of a consultation, reachable without a session. */
export const consultationLink = (config: Config, id: string, accessKey: string) =>
  `${config.publicUrl.replace(/\/+$/, '')}${consultationPath(id, accessKey)}`;

const IST_DATE = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' });
const IST_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** "24 November 2026, 10:00 am – 10:30 am IST" */
export const consultationWhen = (start: Date, end: Date) =>
  `${IST_DATE.format(start)}, ${IST_TIME.format(start)} – ${IST_TIME.format(end)} IST`;

/** "Astrology consultation with Pandit …": the consultation as the devotee booked it. */
export const summaryOf = (b: PanditBundle) => `${PANDIT_SERVICE_LABELS[b.booking.serviceType]} with ${b.pandit.name}`;

/** The calendar invitation of a consultation (UID from its id, so a resent file updates the same event). */
export function consultationIcs(config: Config, b: PanditBundle, stamp: Date): string {
  const { booking } = b;
  return buildIcs({
    uid: `pandit-booking-${booking.id}@sankalp`,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp,
    summary: summaryOf(b),
    description: [
      `${summaryOf(b)} (${booking.reference}).`,
      `${b.pandit.name} will call you on ${booking.donorPhone}.`,
      ...(booking.specialRequests ? [`Your request: ${booking.specialRequests}`] : []),
      `Booking: ${consultationLink(config, booking.id, booking.accessKey)}`,
    ].join('\n'),
    location: 'Phone call',
    organizer: { name: config.FOUNDATION_NAME, email: config.SUPPORT_EMAIL },
    attendee: { name: booking.donorName, email: booking.donorEmail },
  });
}

function mailOf(config: Config, b: PanditBundle, intro: string, closing: string) {
  const { booking } = b;
  const link = consultationLink(config, booking.id, booking.accessKey);
  const details: Array<[string, string]> = [
    ['Reference', booking.reference],
    ['Pandit', b.pandit.name],
    ['Service', PANDIT_SERVICE_LABELS[booking.serviceType]],
    ['When', consultationWhen(booking.startsAt, booking.endsAt)],
    ['Amount', formatINR(toRupees(booking.amountTotalPaise))],
    ['Payment ID', booking.paymentId ?? ''],
  ];
  const text = [
    `Namaste ${booking.donorName},`,
    '',
    intro,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    closing,
    '',
    `View your booking: ${link}`,
    '',
    `Need help? Write to ${config.SUPPORT_EMAIL} or call ${config.SUPPORT_PHONE}.`,
  ].join('\n');
  const html = [
    `<p>Namaste ${escapeHtml(booking.donorName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(closing)}</p>`,
    `<p><a href="${escapeHtml(link)}">View your booking</a></p>`,
    `<p>Need help? Write to ${escapeHtml(config.SUPPORT_EMAIL)} or call ${escapeHtml(config.SUPPORT_PHONE)}.</p>`,
  ].join('\n');
  return { text, html };
}

/** The confirmation of a paid consultation, with its calendar invitation attached (rendered on delivery). */
export function consultationConfirmationMail(config: Config, b: PanditBundle): Mail {
  const { booking } = b;
  return {
    to: booking.donorEmail,
    subject: `Booking Confirmed! ${summaryOf(b)} (${booking.reference})`,
    ...mailOf(
      config,
      b,
      `Your ${summaryOf(b)} is confirmed. The pandit will contact you shortly at the time below.`,
      'The calendar invitation is attached: open it to add the consultation to your calendar.',
    ),
    dedupeKey: `pandit-booking:${booking.id}`,
    attachments: [
      {
        filename: 'consultation.ics',
        contentType: 'text/calendar; method=REQUEST',
        source: 'pandit-booking-ics',
        refId: booking.id,
      },
    ],
  };
}

/** A payment that arrived after the hold lapsed and the time was taken: a full refund follows. */
export function consultationRefundMail(config: Config, b: PanditBundle, paymentId: string): Mail {
  const { booking } = b;
  return {
    to: booking.donorEmail,
    subject: `Your consultation time was taken: a full refund follows (${booking.reference})`,
    ...mailOf(
      config,
      { ...b, booking: { ...booking, paymentId } },
      `Your payment for ${summaryOf(b)} arrived after the 15 minutes we held the time for you, and another devotee booked it meanwhile.`,
      'We are sorry: your payment will be refunded in full to the original payment method. You are welcome to book another time.',
    ),
    dedupeKey: `pandit-booking-refund:${booking.id}:${paymentId}`,
  };
}
