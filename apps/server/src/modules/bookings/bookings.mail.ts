import { AASHIRWAD_BOX_TEXT, PUJA_CONFIRMATION_CALL_TEXT, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';
import { formatINR, toRupees } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import { mailDate, mailWordsIn, timePhrase, type MailLanguage } from '../../lib/mail/mail-words';
import type { Mail } from '../../lib/mail/mailer';
import { bookingNames } from './bookings.mappers';
import type { BookingBundle, ReaderTexts } from './bookings.repository';

/** The booking's page on the site; with its access key for a reader without the owner's session (a guest). */
export const bookingPath = (b: Pick<BookingBundle, 'booking' | 'puja'>, withKey: boolean) =>
  `/puja-checkout-success/${encodeURIComponent(b.puja.slug)}?booking=${b.booking.id}` +
  (withKey ? `&key=${encodeURIComponent(b.booking.accessKey)}` : '');

/**
 * The confirmation e-mail of a paid puja booking (dedupeKey `puja-booking:<id>`: exactly one), in
 * the devotee's language, naming what was booked as its page does for them (`texts`, bookingNames).
 */
export function bookingConfirmationMail(
  config: Config,
  b: BookingBundle,
  lang: MailLanguage = 'en',
  texts?: ReaderTexts,
): Mail {
  const w = mailWordsIn(lang);
  // Date and amounts as the booking recorded them (a later catalog edit changes none of them).
  const { booking, sankalp } = b;
  const names = bookingNames(b, texts);
  const link = `${config.publicUrl.replace(/\/+$/, '')}${bookingPath(b, true)}`;
  const amount = formatINR(toRupees(booking.amountTotalPaise));
  const date = mailDate(lang, booking.pujaStartTime, formatDateGB);
  const help = w('helpCallOrWhatsApp', { phone: config.SUPPORT_PHONE, whatsapp: config.SUPPORT_WHATSAPP });
  const next = [
    w('pujaNextCall', { within: timePhrase(lang, PUJA_CONFIRMATION_CALL_TEXT) }),
    w('pujaNextPerformed', { temple: names.temple, gotra: sankalp.gotra }),
    w('pujaNextVideo', { within: timePhrase(lang, PUJA_VIDEO_TEXT) }),
    w('pujaNextBox', { days: timePhrase(lang, AASHIRWAD_BOX_TEXT) }),
    w('pujaNextWhatsApp', { whatsapp: config.SUPPORT_WHATSAPP }),
  ];
  const details: Array<[string, string]> = [
    [w('bookingReference'), booking.reference],
    [w('puja'), names.puja],
    [w('temple'), `${names.temple}, ${names.location}`],
    [w('date'), date],
    [w('package'), names.package],
    ...names.items.map((i): [string, string] => [
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
    w('pujaConfirmed', { title: names.puja }),
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
    `<p>${w('pujaConfirmed', { title: `<strong>${escapeHtml(names.puja)}</strong>` })}</p>`,
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
    subject: w('pujaSubject', { title: names.puja, date }),
    text,
    html,
    dedupeKey: `puja-booking:${booking.id}`,
  };
}
