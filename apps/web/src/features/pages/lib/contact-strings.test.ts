import { describe, expect, it } from 'vitest';
import { CONTACT_STRINGS, contactT } from './contact-strings';

describe('contact form strings', () => {
  it('has every English text in Hindi too, with the same placeholders', () => {
    const { en, hi } = CONTACT_STRINGS;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(names(hi[key]), key).toEqual(names(en[key]));
      expect(hi[key], key).not.toBe(en[key]);
    }
  });

  it('fills in the address and the reply time, in the reader’s language', () => {
    expect(contactT('en')('sentBody', { email: 'sita@example.in', when: 'within 24 hours' })).toBe(
      'We have e-mailed an acknowledgement to sita@example.in. Our seva team will reply within 24 hours.',
    );
    expect(contactT('hi')('sentBody', { email: 'sita@example.in', when: 'within 24 hours' })).toBe(
      'हमने sita@example.in पर पावती ई-मेल भेज दी है। हमारी सेवा टीम 24 घंटे के भीतर उत्तर देगी।',
    );
  });
});
