import type { Config } from '../../config';
import type { Mail } from '../../lib/mail/mailer';
import { mailDateTime, mailWordsIn, type MailLanguage } from '../../lib/mail/mail-words';

/**
 * The one mail kept to the old address of a deleted account: a notice, so that a deletion by
 * someone else who had the password does not go unseen. It names no one (the name is gone).
 */
export function accountDeletedMail(config: Config, to: string, userId: string, when: Date, lang: MailLanguage = 'en'): Mail {
  const w = mailWordsIn(lang);
  return {
    to,
    subject: w('accountDeletedSubject'),
    dedupeKey: `account-deleted:${userId}`,
    text:
      `${w('greetingNoName')}\n\n${w('accountDeleted', { when: mailDateTime(lang, when) })}\n\n` +
      `${w('accountDeletedKept')}\n\n${w('accountDeletedNotYou', { email: config.SUPPORT_EMAIL })}\n`,
  };
}
