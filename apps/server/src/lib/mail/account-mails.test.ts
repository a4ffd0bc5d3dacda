import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { otpMail, passwordChangedMail } from '../../modules/auth/auth.mail';
import { accountDeletedMail } from '../../modules/privacy/privacy.mail';
import { supportAckMail } from '../../modules/support/support.mail';
import type { ThreadRow } from '../../modules/support/support.repository';
import { mailDateTime } from './mail-words';

// Issue 13: the account and support e-mails in the devotee's language; English word for word as before.

const config = loadConfig({ NODE_ENV: 'test' });
const when = new Date('2026-11-21T06:30:00Z');

describe('the account e-mails', () => {
  it('keep their English', () => {
    expect(otpMail('r@example.in', 'Ramesh', '123456', 10)).toEqual({
      to: 'r@example.in',
      subject: 'Your Sankalp verification code',
      text:
        'Namaste Ramesh,\n\nYour Sankalp verification code is 123456. It is valid for 10 minutes and can be used once. ' +
        'Never share it with anyone; Sankalp will never ask for it.\n\n' +
        'If you did not ask to reset your password, ignore this e-mail; your password stays unchanged.\n',
    });
    expect(passwordChangedMail('r@example.in', 'Ramesh', when).text).toBe(
      `Namaste Ramesh,\n\nThe password of your Sankalp account was changed on ` +
        `${when.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short' })} IST. ` +
        'You have been signed out on every device.\n\nIf this was not you, reset your password now ' +
        'with "Forgot password" on the sign-in page and contact our support.\n',
    );
    const deleted = accountDeletedMail(config, 'r@example.in', 'u1', when);
    expect(deleted.subject).toBe('Your Sankalp account was deleted');
    expect(deleted.text).toMatch(
      /^Namaste,\n\nThe Sankalp account registered with this e-mail address was deleted on /,
    );
    expect(deleted.text).toContain(`write to us at ${config.SUPPORT_EMAIL} at once.\n`);
  });

  it('are written in Hindi, dates with Hindi month names', () => {
    expect(mailDateTime('hi', when)).toBe('21 नवंबर 2026, 12:00 pm');
    const otp = otpMail('r@example.in', 'रमेश', '123456', 10, 'hi');
    expect(otp.subject).toBe('आपका Sankalp सत्यापन कोड');
    expect(otp.text).toContain('नमस्ते रमेश जी,\n\nआपका Sankalp सत्यापन कोड 123456 है। यह 10 मिनट तक मान्य है');
    expect(passwordChangedMail('r@example.in', 'रमेश', when, 'hi').text).toContain(
      'आपके Sankalp खाते का पासवर्ड 21 नवंबर 2026, 12:00 pm IST पर बदला गया।',
    );
    const deleted = accountDeletedMail(config, 'r@example.in', 'u1', when, 'hi');
    expect(deleted.subject).toBe('आपका Sankalp खाता हटा दिया गया');
    expect(deleted.text).toMatch(/^नमस्ते,\n\nइस ईमेल पते से बना Sankalp खाता 21 नवंबर 2026, 12:00 pm IST पर/);
    expect(deleted.text).toContain(`तुरंत हमें ${config.SUPPORT_EMAIL} पर लिखें।`);
    expect(deleted.dedupeKey).toBe('account-deleted:u1');
  });
});

describe('the support acknowledgement', () => {
  const thread = {
    id: 'abcdef12-0000',
    name: 'Ramesh',
    email: 'r@example.in',
    bookingReference: 'SNK-7H3K-92',
  } as ThreadRow;

  it('keeps its English and speaks Hindi', () => {
    const en = supportAckMail(config, thread);
    expect(en.subject).toBe('We received your message (ABCDEF12)');
    expect(en.text).toContain('and will reply to this address within 24 hours.');
    expect(en.text).toContain('Sankalp seva team');
    const hi = supportAckMail(config, thread, 'hi');
    expect(hi.subject).toBe('हमें आपका संदेश मिल गया (ABCDEF12)');
    expect(hi.text).toContain('हम इसी पते पर 24 घंटे के भीतर जवाब देंगे।');
    expect(hi.text).toContain('हमने इसे आपकी बुकिंग SNK-7H3K-92 से जोड़ दिया है।');
    expect(hi.text).not.toMatch(/Namaste|Thank you/);
  });
});
