import { formatINR, toRupees } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import { mailDate, mailWordsIn, type MailLanguage } from '../../lib/mail/mail-words';
import type { Mail } from '../../lib/mail/mailer';
import { chadhavaNames } from './chadhava.mappers';
import type { ChadhavaBundle, ReaderTexts } from './chadhava.repository';

type Rows = Array<[string, string]>;

/** The success page of a booking; with its access key for a reader without the owner's session. */
export const successPath = (b: Pick<ChadhavaBundle, 'booking' | 'event'>, withKey: boolean) =>
  `/chadhava-checkout-success/${encodeURIComponent(b.event.slug)}?booking=${b.booking.id}` +
  (withKey ? `&key=${encodeURIComponent(b.booking.accessKey)}` : '');

/** The success page of a booking, opened by its access key (no session needed). */
export function successLink(config: Config, b: ChadhavaBundle): string {
  return `${config.publicUrl.replace(/\/+$/, '')}${successPath(b, true)}`;
}

/** What the e-mail names, as the booking's page names it for the reader (chadhavaNames). */
type Names = ReturnType<typeof chadhavaNames>;

function detailRows(b: ChadhavaBundle, names: Names, lang: MailLanguage): Rows {
  const { booking, event } = b;
  const w = mailWordsIn(lang);
  return [
    [w('bookingReference'), booking.reference],
    [w('event'), names.event],
    [w('temple'), `${names.temple}, ${names.location}`],
    [w('date'), mailDate(lang, event.date, formatDateGB)],
    ...(booking.basePricePaise > 0
      ? [[w('baseOffering'), formatINR(toRupees(booking.basePricePaise))] as [string, string]]
      : []),
    ...names.lines.map((l): [string, string] => [l.name, `${l.quantity} × ${formatINR(toRupees(l.pricePaise))}`]),
    ...(booking.donorGotra ? [[w('gotra'), booking.donorGotra] as [string, string]] : []),
    [w('total'), formatINR(toRupees(booking.amountTotalPaise))],
  ];
}

function compose(config: Config, b: ChadhavaBundle, intro: string, rows: Rows, link: string | null, lang: MailLanguage) {
  const w = mailWordsIn(lang);
  const help = w('helpCallOrWhatsApp', { phone: config.SUPPORT_PHONE, whatsapp: config.SUPPORT_WHATSAPP });
  const text = [
    w('greeting', { name: b.booking.donorName }),
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(link ? [`${w('viewBooking')}: ${link}`, ''] : []),
    help,
    '',
    w('signature'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(w('greeting', { name: b.booking.donorName }))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(w('viewBooking'))}</a></p>`] : []),
    `<p>${escapeHtml(help)}</p>`,
  ].join('\n');
  return { text, html };
}

/**
 * The confirmation of a paid chadhava booking (dedupeKey `chadhava-booking:<id>`: exactly one), in
 * the devotee's language, naming the event as its page does for them (`texts`).
 */
export function chadhavaConfirmationMail(
  config: Config,
  b: ChadhavaBundle,
  lang: MailLanguage = 'en',
  texts?: ReaderTexts,
): Mail {
  const { booking, event } = b;
  const w = mailWordsIn(lang);
  const names = chadhavaNames(b, texts);
  const intro = booking.donorGotra
    ? w('chadhavaConfirmedWithGotra', { event: names.event, temple: names.temple, gotra: booking.donorGotra })
    : w('chadhavaConfirmed', { event: names.event, temple: names.temple });
  const rows: Rows = [...detailRows(b, names, lang), [w('paymentId'), booking.paymentId ?? '']];
  return {
    to: booking.donorEmail,
    subject: w('chadhavaSubject', {
      event: names.event,
      date: mailDate(lang, event.date, formatDateGB),
      reference: booking.reference,
    }),
    ...compose(config, b, intro, rows, successLink(config, b), lang),
    dedupeKey: `chadhava-booking:${booking.id}`,
  };
}

/**
 * A payment that arrived after the booking's hold lapsed, when the event had filled meanwhile:
 * the devotee is told that the money is recorded and refunded in full (dedupeKey
 * `chadhava-booking-refund:<id>`).
 */
export function chadhavaRefundMail(
  config: Config,
  b: ChadhavaBundle,
  paymentId: string,
  lang: MailLanguage = 'en',
  texts?: ReaderTexts,
): Mail {
  const { booking } = b;
  const w = mailWordsIn(lang);
  const names = chadhavaNames(b, texts);
  const intro = w('chadhavaRefund', { amount: formatINR(toRupees(booking.amountTotalPaise)), event: names.event });
  const rows: Rows = [...detailRows(b, names, lang), [w('paymentId'), paymentId]];
  return {
    to: booking.donorEmail,
    subject: w('chadhavaRefundSubject', { event: names.event, reference: booking.reference }),
    ...compose(config, b, intro, rows, successLink(config, b), lang),
    dedupeKey: `chadhava-booking-refund:${booking.id}`,
  };
}
