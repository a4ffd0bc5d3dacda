import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n/index';
import { pagesIn } from '../i18n/index';
import { contactErrorText } from './contact-error-text';
import { EMPTY_CONTACT, contactErrors } from './contact-form';

describe('contactErrorText', () => {
  it('shows the schema’s English message as it is', () => {
    const errors = contactErrors(EMPTY_CONTACT);
    expect(contactErrorText(errors.name, pagesIn('en'))).toBe('Full name is required');
    expect(contactErrorText(undefined, pagesIn('en'))).toBeUndefined();
  });

  it('gives every schema message in Hindi, and passes on one it does not know', async () => {
    await loadLanguage('hi');
    const hi = pagesIn('hi');
    expect(contactErrorText('Full name is required', hi)).toBe('पूरा नाम लिखना ज़रूरी है');
    expect(contactErrorText('Message must be at least 10 characters', hi)).toBe('संदेश कम से कम 10 अक्षरों का होना चाहिए');
    expect(contactErrorText('कुछ और', hi)).toBe('कुछ और');
  });

  it('fills in the address and the reply time, in the reader’s language', async () => {
    await loadLanguage('hi');
    expect(pagesIn('en')('form.sentBody', { email: 'sita@example.in' })).toBe(
      'We have e-mailed an acknowledgement to sita@example.in. Our seva team will reply within 24 hours.',
    );
    expect(pagesIn('hi')('form.sentBody', { email: 'sita@example.in' })).toBe(
      'हमने sita@example.in पर पावती ईमेल भेज दी है। हमारी सेवा टीम 24 घंटे के भीतर उत्तर देगी।',
    );
  });
});
