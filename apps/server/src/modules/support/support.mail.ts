import { SUPPORT_HOURS } from '@sankalp/shared/constants';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/mail/html';
import type { Mail } from '../../lib/mail/mailer';
import type { ThreadRow } from './support.repository';

/** The thread's short reference in e-mails and on the phone: its id's first 8 characters. */
export const threadRef = (id: string) => id.slice(0, 8).toUpperCase();

const signOff = (config: Config) => [
  '',
  `Need us sooner? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`,
  '',
  'Sankalp seva team',
];

/**
 * The acknowledgement of a message from the contact or help form (dedupeKey: one per thread). It
 * repeats neither the subject nor the message: the form is public, and an acknowledgement that
 * echoed them would let anyone send any text to any address in our name.
 */
export function supportAckMail(config: Config, thread: ThreadRow): Mail {
  const ref = threadRef(thread.id);
  const lines = [
    `Namaste ${thread.name},`,
    '',
    `Thank you for writing to us. We have received your message (reference ${ref}) and will reply to this address ${SUPPORT_HOURS.emailReply}.`,
    ...(thread.bookingReference ? ['', `We have linked it to your booking ${thread.bookingReference}.`] : []),
    ...signOff(config),
  ];
  return {
    to: thread.email,
    subject: `We received your message (${ref})`,
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n'),
    dedupeKey: `support-ack:${thread.id}`,
  };
}

/** A staff reply, by e-mail to the devotee (dedupeKey: one per reply). */
export function supportReplyMail(config: Config, thread: ThreadRow, reply: { id: string; body: string }): Mail {
  const ref = threadRef(thread.id);
  const text = [`Namaste ${thread.name},`, '', reply.body, ...signOff(config), '', `Reference: ${ref}`].join('\n');
  const html = [
    `<p>Namaste ${escapeHtml(thread.name)},</p>`,
    ...reply.body.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...signOff(config)
      .filter(Boolean)
      .map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p>Reference: ${escapeHtml(ref)}</p>`,
  ].join('\n');
  return {
    to: thread.email,
    subject: `Re: ${thread.subject ?? 'Your message to Sankalp'} (${ref})`,
    text,
    html,
    dedupeKey: `support-reply:${reply.id}`,
  };
}
