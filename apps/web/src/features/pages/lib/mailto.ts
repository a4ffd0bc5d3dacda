import type { ContactValues } from './contact-form';

/**
 * A `mailto:` link (RFC 6068): every part percent-encoded with %20 for spaces (a `+` would reach
 * the mail app literally) and line breaks as CRLF.
 */
export function buildMailto(to: string, subject: string, body: string): string {
  const enc = (s: string) => encodeURIComponent(s.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${enc(subject)}&body=${enc(body)}`;
}

/** The e-mail a contact-form message becomes: the devotee's own words, then how to reach them. */
export function contactMailBody(v: ContactValues): string {
  return [v.message, '', '—', `Name: ${v.name}`, `Email: ${v.email}`, `Phone: ${v.phone || 'not given'}`].join('\n');
}

/** The pre-filled e-mail to support for a validated contact-form message. */
export const contactMailto = (to: string, v: ContactValues): string => buildMailto(to, v.subject, contactMailBody(v));
