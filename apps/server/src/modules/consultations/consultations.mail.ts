import { formatINR, toRupees } from '@sankalp/shared/money';
import { PANDIT_SERVICE_LABELS } from '@sankalp/shared/schemas/panditBooking';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import { LABELS_HI, mailWordsIn, type MailLanguage } from '../../lib/mail/mail-words';
import type { Mail } from '../../lib/mail/mailer';
import { panditNames } from './consultations.mappers';
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

const IST_DATE_HI = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'long',
  numberingSystem: 'latn',
});
const IST_TIME_HI = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  numberingSystem: 'latn',
});

/** "24 November 2026, 10:00 am – 10:30 am IST"; in Hindi "24 नवंबर 2026, 10:00 am – 10:30 am IST". */
export const consultationWhen = (start: Date, end: Date, lang: MailLanguage = 'en') => {
  const [date, time] = lang === 'hi' ? [IST_DATE_HI, IST_TIME_HI] : [IST_DATE, IST_TIME];
  return `${date.format(start)}, ${time.format(start)} – ${time.format(end)} IST`;
};

/** The service's name in the e-mail's language ('Astrology Consultation', 'ज्योतिष परामर्श'). */
const serviceLabel = (b: PanditBundle, lang: MailLanguage) => {
  const en = PANDIT_SERVICE_LABELS[b.booking.serviceType];
  return lang === 'hi' ? (LABELS_HI[en] ?? en) : en;
};

/** "Astrology consultation with Pandit …": the consultation as the devotee booked it, in `lang` (the pandit's name too). */
export const summaryOf = (b: PanditBundle, lang: MailLanguage = 'en') =>
  mailWordsIn(lang)('consultationWithPandit', { service: serviceLabel(b, lang), pandit: panditNames(b, lang).name });

/**
 * The calendar invitation of a consultation (UID from its id, so a resent file updates the same
 * event), in the language of its e-mail.
 */
export function consultationIcs(config: Config, b: PanditBundle, stamp: Date, lang: MailLanguage = 'en'): string {
  const { booking } = b;
  const w = mailWordsIn(lang);
  const summary = summaryOf(b, lang);
  return buildIcs({
    uid: `pandit-booking-${booking.id}@sankalp`,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp,
    summary,
    description: [
      `${summary} (${booking.reference}).`,
      w('icsCalls', { pandit: panditNames(b, lang).name, phone: booking.donorPhone }),
      ...(booking.specialRequests ? [w('icsRequest', { request: booking.specialRequests })] : []),
      w('icsBooking', { link: consultationLink(config, booking.id, booking.accessKey) }),
    ].join('\n'),
    location: w('icsPhoneCall'),
    organizer: { name: config.FOUNDATION_NAME, email: config.SUPPORT_EMAIL },
    attendee: { name: booking.donorName, email: booking.donorEmail },
  });
}

function mailOf(config: Config, b: PanditBundle, intro: string, closing: string, lang: MailLanguage) {
  const { booking } = b;
  const w = mailWordsIn(lang);
  const help = w('helpWriteOrCall', { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE });
  const link = consultationLink(config, booking.id, booking.accessKey);
  const details: Array<[string, string]> = [
    [w('reference'), booking.reference],
    [w('pandit'), panditNames(b, lang).name],
    [w('service'), serviceLabel(b, lang)],
    [w('when'), consultationWhen(booking.startsAt, booking.endsAt, lang)],
    [w('amount'), formatINR(toRupees(booking.amountTotalPaise))],
    [w('paymentId'), booking.paymentId ?? ''],
  ];
  const text = [
    w('greeting', { name: booking.donorName }),
    '',
    intro,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    closing,
    '',
    `${w('viewBooking')}: ${link}`,
    '',
    help,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(w('greeting', { name: booking.donorName }))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(closing)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w('viewBooking'))}</a></p>`,
    `<p>${escapeHtml(help)}</p>`,
  ].join('\n');
  return { text, html };
}

/** The confirmation of a paid consultation, with its calendar invitation attached (rendered on delivery). */
export function consultationConfirmationMail(config: Config, b: PanditBundle, lang: MailLanguage = 'en'): Mail {
  const { booking } = b;
  const w = mailWordsIn(lang);
  const summary = summaryOf(b, lang);
  return {
    to: booking.donorEmail,
    subject: w('consultationSubject', { summary, reference: booking.reference }),
    ...mailOf(config, b, w('consultationConfirmed', { summary }), w('consultationInvite'), lang),
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
export function consultationRefundMail(config: Config, b: PanditBundle, paymentId: string, lang: MailLanguage = 'en'): Mail {
  const { booking } = b;
  const w = mailWordsIn(lang);
  return {
    to: booking.donorEmail,
    subject: w('consultationRefundSubject', { reference: booking.reference }),
    ...mailOf(
      config,
      { ...b, booking: { ...booking, paymentId } },
      w('consultationLate', { summary: summaryOf(b, lang) }),
      w('consultationSorry'),
      lang,
    ),
    dedupeKey: `pandit-booking-refund:${booking.id}:${paymentId}`,
  };
}
