import { describe, expect, it } from 'vitest';
import { pujaShareText, whatsappShareUrl } from './whatsapp';

describe('whatsappShareUrl', () => {
  it('puts the encoded text after https://wa.me/?text=', () => {
    expect(whatsappShareUrl('Om & peace: https://x.in/a?b=1')).toBe(
      'https://wa.me/?text=Om%20%26%20peace%3A%20https%3A%2F%2Fx.in%2Fa%3Fb%3D1',
    );
  });
  it('round-trips the message, including Devanagari', () => {
    const text = 'ॐ नमः शिवाय https://sankalp.org.in/puja-details/x';
    const url = new URL(whatsappShareUrl(text));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(text);
  });
});

describe('pujaShareText', () => {
  it('names the puja, the temple and the absolute link', () => {
    expect(
      pujaShareText({
        title: 'Rudrabhishek Puja',
        temple: 'Kashi Vishwanath',
        url: 'https://s.in/puja-details/rudrabhishek-puja',
      }),
    ).toBe(
      'Join me in the Rudrabhishek Puja at Kashi Vishwanath on Sankalp. Book in your name and gotra: https://s.in/puja-details/rudrabhishek-puja',
    );
  });
  it('leaves the temple out when unknown', () => {
    expect(pujaShareText({ title: 'Ganesh Puja', url: 'u' })).toBe(
      'Join me in the Ganesh Puja on Sankalp. Book in your name and gotra: u',
    );
  });
});
