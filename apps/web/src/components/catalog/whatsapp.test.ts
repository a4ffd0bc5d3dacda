import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shareHref, shareMessage, whatsappShareUrl, type ShareItem } from './whatsapp';
import { WhatsAppShareButton } from './WhatsAppShareButton';

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

const temple = { _id: 't1', name: 'Kashi Vishwanath', location: 'Varanasi' };
// 28 Nov 2026 00:30 IST is still 27 Nov in UTC: the pages' dates (and so the message's) are IST.
const startTime = '2026-11-27T19:00:00.000Z';

const puja = (prices: number[]): ShareItem => ({
  kind: 'puja',
  puja: { title: 'Rudrabhishek Puja', temple, startTime, waysToParticipate: prices.map((price) => ({ price })) },
});

describe('shareMessage', () => {
  it('puja: bold title at its temple, date and lowest package price, then the link alone', () => {
    expect(shareMessage(puja([1101, 501, 2100]), 'https://s.in/puja-details/rudrabhishek-puja')).toBe(
      [
        '*Rudrabhishek Puja* at Kashi Vishwanath',
        'On 28 November 2026 · From ₹501',
        'Book in your name and gotra on Sankalp:',
        'https://s.in/puja-details/rudrabhishek-puja',
      ].join('\n'),
    );
  });

  it('puja: without priced packages or a temple, only what is known', () => {
    const item: ShareItem = {
      kind: 'puja',
      puja: {
        title: 'Ganesh Puja',
        temple: { ...temple, name: '' },
        startTime,
        waysToParticipate: [{ price: 0 }],
      },
    };
    expect(shareMessage(item, 'u')).toBe(
      '*Ganesh Puja*\nOn 28 November 2026\nBook in your name and gotra on Sankalp:\nu',
    );
  });

  it('chadhava event: name at its temple and the date', () => {
    const item: ShareItem = { kind: 'event', event: { name: 'Shivratri Chadhava', temple, date: startTime } };
    expect(shareMessage(item, 'https://s.in/chadhava-details/shivratri-chadhava')).toBe(
      [
        '*Shivratri Chadhava* at Kashi Vishwanath',
        'On 28 November 2026',
        'Offer chadhava in your name on Sankalp:',
        'https://s.in/chadhava-details/shivratri-chadhava',
      ].join('\n'),
    );
  });

  it('campaign: raised of its goal in Indian grouping', () => {
    const item: ShareItem = {
      kind: 'campaign',
      campaign: { title: 'Feed 1000 Devotees', raised_amount: 120000, totalamount: 500000, category: 'annadaan' },
    };
    expect(shareMessage(item, 'u')).toBe(
      '*Feed 1000 Devotees*\n₹1,20,000 raised of ₹5,00,000\nGive with me on Sankalp:\nu',
    );
  });

  it('campaign: before the first gift, what it is for and its goal', () => {
    const item: ShareItem = {
      kind: 'campaign',
      campaign: { title: 'Gaushala Roof', raised_amount: 0, totalamount: 250000, category: 'gau_seva' },
    };
    expect(shareMessage(item, 'u').split('\n')[1]).toBe('Give for Gau Seva · Goal ₹2,50,000');
  });

  it('product: its price in whole rupees, "From" when a size or colour costs extra', () => {
    const plain: ShareItem = { kind: 'product', product: { name: 'Rudraksha Mala', basePrice: 499 } };
    expect(shareMessage(plain, 'https://s.in/store/product/p1')).toBe(
      '*Rudraksha Mala*\n₹499\nOn the Sankalp store:\nhttps://s.in/store/product/p1',
    );
    const sized: ShareItem = {
      kind: 'product',
      product: {
        name: 'Kurta',
        basePrice: 1299,
        variants: { sizes: [{ extraPrice: 0 }, { extraPrice: 100 }], colors: [] },
      },
    };
    expect(shareMessage(sized, 'u').split('\n')[1]).toBe('From ₹1,299');
  });

  it('stream: "Live now" while live, its date otherwise or when the time is not given', () => {
    const item: ShareItem = {
      kind: 'stream',
      stream: { title: 'Ganga Aarti', temple: 'Dashashwamedh Ghat', startTime, endTime: '2026-11-27T21:00:00.000Z' },
    };
    const at = (iso?: string) => shareMessage(item, 'u', iso).split('\n');
    expect(at('2026-11-27T20:00:00.000Z')).toEqual([
      '*Ganga Aarti* at Dashashwamedh Ghat',
      'Live now',
      'Watch the darshan on Sankalp:',
      'u',
    ]);
    expect(at('2026-11-27T18:00:00.000Z')[1]).toBe('On 28 November 2026');
    expect(at('2026-11-28T18:00:00.000Z')[1]).toBe('On 28 November 2026');
    expect(at()[1]).toBe('On 28 November 2026');
  });

  it("keeps a title's asterisks from breaking WhatsApp's bold", () => {
    const item: ShareItem = { kind: 'product', product: { name: '*Special* Diya', basePrice: 99 } };
    expect(shareMessage(item, 'u').split('\n')[0]).toBe('*Special Diya*');
  });
});

describe('shareHref', () => {
  it('makes the page path absolute when the origin is known', () => {
    const text = new URL(shareHref(puja([501]), '/puja-details/rudrabhishek-puja', 'https://s.in')).searchParams.get(
      'text',
    );
    expect(text?.split('\n').at(-1)).toBe('https://s.in/puja-details/rudrabhishek-puja');
  });
});

describe('WhatsAppShareButton', () => {
  it('renders on the server (no window) with the path-based link and a label naming the item', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(h(WhatsAppShareButton, { item: puja([501]), path: '/puja-details/rudrabhishek-puja' }));
    expect(html).toContain('aria-label="Share Rudrabhishek Puja on WhatsApp"');
    const href = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(href).toBe(shareHref(puja([501]), '/puja-details/rudrabhishek-puja'));
  });
});
