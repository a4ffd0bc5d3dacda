import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Puja } from '@sankalp/shared/api/catalog';
import { PujaCard } from './PujaCard';
import { shareHref } from './whatsapp';

const puja: Puja = {
  _id: 'p1',
  id: 'p1',
  slug: 'rudrabhishek-puja',
  title: 'Rudrabhishek Puja',
  description: '',
  temple: { _id: 't1', name: 'Kashi Vishwanath', location: 'Varanasi' },
  image: '/art/pujas/rudrabhishek.svg',
  aboutPujaCard: [],
  rating: 5,
  tithi: '',
  tag: '',
  occasion: '',
  joinedNo: 0,
  benefitsOfPuja: [],
  waysToParticipate: [
    { _id: 'k1', img: '', thumbnailTitle: 'Single', price: 501, numberOfPeople: 1, pointsOfDescription: [] },
  ],
  startTime: '2026-11-27T19:00:00.000Z',
  endTime: '2026-11-28T19:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  approval: null,
};

describe('PujaCard', () => {
  it('renders on the server, sharing the puja-details path without reading window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(h(StaticRouter, { location: '/pujas' }, h(PujaCard, { puja })));
    const path = '/puja-details/rudrabhishek-puja';
    expect(html).toContain(`href="${shareHref({ kind: 'puja', puja }, path).replaceAll('&', '&amp;')}"`);
  });
});
