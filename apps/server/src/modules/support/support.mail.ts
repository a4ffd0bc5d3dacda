import { SUPPORT_HOURS } from '@sankalp/shared/constants';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import { mailWordsIn, timePhrase, type MailLanguage } from '../../lib/mail/mail-words';
import type { Mail } from '../../lib/mail/mailer';
import type { ThreadRow } from './support.repository';

/** The thread's short reference in e-mails and on the phone: its id's first 8 characters. */
export const threadRef = (id: string) => id.slice(0, 8).toUpperCase();

const signOff = (config: Config, lang: MailLanguage = 'en') => {
  const w = mailWordsIn(lang);
  return [
    '',
    w('supportSooner', { phone: config.SUPPORT_PHONE, whatsapp: config.SUPPORT_WHATSAPP }),
    '',
    w('supportTeam'),
  ];
};

/**
 * The acknowledgement of a message from the contact or help form (dedupeKey: one per thread). It
 * repeats neither the subject nor the message: the form is public, and an acknowledgement that
 * echoed them would let anyone send any text to any address in our name.
 */
export function supportAckMail(config: Config, thread: ThreadRow, lang: MailLanguage = 'en'): Mail {
  const ref = threadRef(thread.id);
  const w = mailWordsIn(lang);
  const lines = [
    w('greeting', { name: thread.name }),
    '',
    w('supportAck', { reference: ref, within: timePhrase(lang, SUPPORT_HOURS.emailReply) }),
    ...(thread.bookingReference ? ['', w('supportLinked', { booking: thread.bookingReference })] : []),
    ...signOff(config, lang),
  ];
  return {
    to: thread.email,
    subject: w('supportAckSubject', { reference: ref }),
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n'),
    dedupeKey: `support-ack:${thread.id}`,
  };
}

/**
 * A staff reply, by e-mail to the devotee (dedupeKey: one per reply), in the thread's language
 * (support.service: the sender's saved settings, else the language the thread was opened in). The
 * reply's own text is the staff's, as written.
 */
export function supportReplyMail(
  config: Config,
  thread: ThreadRow,
  reply: { id: string; body: string },
  lang: MailLanguage = 'en',
): Mail {
  const ref = threadRef(thread.id);
  const w = mailWordsIn(lang);
  const greeting = w('greeting', { name: thread.name });
  const reference = `${w('reference')}: ${ref}`;
  const text = [greeting, '', reply.body, ...signOff(config, lang), '', reference].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...reply.body.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...signOff(config, lang)
      .filter(Boolean)
      .map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p>${escapeHtml(reference)}</p>`,
  ].join('\n');
  return {
    to: thread.email,
    subject: w('supportReplySubject', { subject: thread.subject ?? w('supportDefaultSubject'), reference: ref }),
    text,
    html,
    dedupeKey: `support-reply:${reply.id}`,
  };
}
