import { AASHIRWAD_BOX_TEXT, PUJA_CONFIRMATION_CALL_TEXT, PUJA_VIDEO_TEXT, SUPPORT_HOURS } from '@sankalp/shared/constants';
import { formatDateGB } from '@sankalp/shared/timing';
import { describe, expect, it } from 'vitest';
import { REFUND_DAYS_TEXT } from '../../modules/payments/refund.mail';
import { MAIL_WORDS, mailDate, mailWord, timePhrase } from './mail-words';

const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the e-mail words in Hindi', () => {
  it('has every English word in Devanagari Hindi with the same values', () => {
    for (const [key, english] of Object.entries(MAIL_WORDS.en)) {
      const hindi = MAIL_WORDS.hi[key as keyof typeof MAIL_WORDS.en];
      // The brand (Sankalp stays in Latin letters) and 'Re: {subject} ({reference})' are the same in every language.
      if (key !== 'supportReplySubject' && key !== 'signature') expect(hindi, key).toMatch(/[\u0900-\u097F]/);
      expect(names(hindi), key).toEqual(names(english));
    }
  });

  it('has Hindi for every time phrase the e-mails use', () => {
    for (const phrase of [PUJA_CONFIRMATION_CALL_TEXT, PUJA_VIDEO_TEXT, AASHIRWAD_BOX_TEXT, REFUND_DAYS_TEXT, SUPPORT_HOURS.emailReply]) {
      expect(timePhrase('hi', phrase), phrase).toMatch(/[\u0900-\u097F]/);
      expect(timePhrase('en', phrase)).toBe(phrase);
    }
  });

  it('writes a puja confirmation line and its date in Hindi', () => {
    const when = new Date('2026-11-21T04:30:00Z');
    expect(mailWord('hi', 'pujaSubject', { title: 'रुद्राभिषेक', date: mailDate('hi', when, formatDateGB) })).toBe(
      'बुकिंग की पुष्टि: 21 नवंबर 2026 को रुद्राभिषेक',
    );
    expect(mailWord('en', 'pujaSubject', { title: 'Rudrabhishek', date: mailDate('en', when, formatDateGB) })).toBe(
      `Booking confirmed: Rudrabhishek on ${formatDateGB(when)}`,
    );
  });
});
