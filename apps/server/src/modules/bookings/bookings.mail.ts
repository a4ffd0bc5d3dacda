import { AASHIRWAD_BOX_TEXT, PUJA_CONFIRMATION_CALL_TEXT, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';
import { formatINR, toRupees } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import { mailDate, mailWordsIn, timePhrase, type MailLanguage } from '../../lib/mail/mail-words';
import type { Mail } from '../../lib/mail/mailer';
import type { BookingBundle } from './bookings.repository';

/** The booking's page on the site; with its access key for a reader without the owner's session (a guest). */
export const bookingPath = (b: Pick<BookingBundle, 'booking' | 'puja'>, withKey: boolean) =>
  `/puja-checkout-success/${encodeURIComponent(b.puja.slug)}?booking=${b.booking.id}` +
  (withKey ? `&key=${encodeURIComponent(b.booking.accessKey)}` : '');

/**
 * The confirmation e-mail of a paid puja booking (dedupeKey `puja-booking:<id>`: exactly one), in
 * the devotee's language.
 */
export function bookingConfirmationMail(config: Config, b: BookingBundle, lang: MailLanguage = 'en'): Mail {
  const w = mailWordsIn(lang);
  // Title, package and date as the booking recorded them (a later catalog edit changes none of them).
  const { booking, temple, sankalp } = b;
  const link = `${config.publicUrl.replace(/\/+$/, '')}${bookingPath(b, true)}`;
  const amount = formatINR(toRupees(booking.amountTotalPaise));
  const date = mailDate(lang, booking.pujaStartTime, formatDateGB);
  const help = w('helpCallOrWhatsApp', { phone: config.SUPPORT_PHONE, whatsapp: config.SUPPORT_WHATSAPP });
  const next = [
    w('pujaNextCall', { within: timePhrase(lang, PUJA_CONFIRMATION_CALL_TEXT) }),
    w('pujaNextPerformed', { temple: temple.name, gotra: sankalp.gotra }),
    w('pujaNextVideo', { within: timePhrase(lang, PUJA_VIDEO_TEXT) }),
    w('pujaNextBox', { days: timePhrase(lang, AASHIRWAD_BOX_TEXT) }),
    w('pujaNextWhatsApp', { whatsapp: config.SUPPORT_WHATSAPP }),
  ];
  const details: Array<[string, string]> = [
    [w('bookingReference'), booking.reference],
    [w('puja'), booking.pujaTitle],
    [w('temple'), `${temple.name}, ${temple.location}`],
    [w('date'), date],
    [w('package'), booking.packageTitle],
    ...b.items.map((i): [string, string] => [
      w('chadhavaItem', { title: i.title }),
      `${i.quantity} × ${formatINR(toRupees(i.pricePaise))}`,
    ]),
    ...(booking.dakshinaPaise > 0
      ? [[w('dakshina'), formatINR(toRupees(booking.dakshinaPaise))] as [string, string]]
      : []),
    [w('amountPaid'), amount],
    [w('paymentId'), booking.paymentId ?? ''],
  ];
  const text = [
    w('greeting', { name: sankalp.fullName }),
    '',
    w('pujaConfirmed', { title: booking.pujaTitle }),
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    `${w('whatHappensNext')}:`,
    ...next.map((n, i) => `${i + 1}. ${n}`),
    '',
    `${w('viewBooking')}: ${link}`,
    '',
    help,
    '',
    w('signature'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(w('greeting', { name: sankalp.fullName }))}</p>`,
    `<p>${w('pujaConfirmed', { title: `<strong>${escapeHtml(booking.pujaTitle)}</strong>` })}</p>`,
    '<table>',
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p><strong>${escapeHtml(w('whatHappensNext'))}</strong></p>`,
    '<ol>',
    ...next.map((n) => `<li>${escapeHtml(n)}</li>`),
    '</ol>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w('viewBooking'))}</a></p>`,
    `<p>${escapeHtml(help)}</p>`,
  ].join('\n');
  return {
    to: booking.donorEmail,
    subject: w('pujaSubject', { title: booking.pujaTitle, date }),
    text,
    html,
    dedupeKey: `puja-booking:${booking.id}`,
  };
}
