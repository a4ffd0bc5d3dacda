import type { Mail } from '../../lib/mail/mailer';
import { mailDateTime, mailWordsIn, type MailLanguage } from '../../lib/mail/mail-words';

/** The password-reset code (never in the subject: the privacy export lists subjects). */
export function otpMail(to: string, name: string, code: string, minutes: number, lang: MailLanguage = 'en'): Mail {
  const w = mailWordsIn(lang);
  return {
    to,
    subject: w('otpSubject'),
    text: `${w('greeting', { name })}\n\n${w('otpBody', { code, minutes })}\n\n${w('otpNotYou')}\n`,
  };
}

/** The notice that the password changed and every session ended. */
export function passwordChangedMail(to: string, name: string, when: Date, lang: MailLanguage = 'en'): Mail {
  const w = mailWordsIn(lang);
  return {
    to,
    subject: w('passwordChangedSubject'),
    text: `${w('greeting', { name })}\n\n${w('passwordChanged', { when: mailDateTime(lang, when) })}\n\n${w('passwordNotYou')}\n`,
  };
}
