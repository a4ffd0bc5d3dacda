import type { PrasadItem, PujaItem, TempleItem } from '@sankalp/shared/api/admin-catalog';
import { prasadForm, pujaForm, templeForm } from '@sankalp/shared/schemas/admin-catalog';
import { describe, expect, it } from 'vitest';
import { emptyTemple, templeToBody, templeToForm } from './catalog-values';
import { hindiList, hindiListBody, hindiRowsBody, hindiTexts } from './hindi-values';
import { emptyPrasad, prasadToBody, prasadToForm } from './prasad-values';
import { emptyPuja, pujaToBody, pujaToForm } from './puja-values';

const TEMPLE = '0b7d3c4e-1f2a-4b5c-8d9e-0a1b2c3d4e5f';
const CHILD = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const META = {
  id: '11111111-2222-4333-8444-555555555555',
  status: 'draft',
  updatedAt: '2026-11-01T00:00:00Z',
  createdAt: null,
} as const;

describe('the Hindi helpers', () => {
  it('fill blanks where nothing is stored', () => {
    expect(hindiTexts(['name', 'about'], { name: 'काशी' })).toEqual({ name: 'काशी', about: '' });
    expect(hindiTexts(['name'], undefined)).toEqual({ name: '' });
    expect(hindiList(['एक'], 3)).toEqual(['एक', '', '']);
    expect(hindiList(['एक', 'दो'], 1)).toEqual(['एक']);
  });

  it('send a list at its English length, or none when nothing in it is translated', () => {
    expect(hindiListBody(['', 'दो', 'तीन'], 2)).toEqual(['', 'दो']);
    expect(hindiListBody([' ', ''], 2)).toBeUndefined();
    expect(hindiListBody(undefined, 0)).toBeUndefined();
    expect(hindiRowsBody(['title'], [undefined, { title: 'लाभ' }], 2)).toEqual([{ title: '' }, { title: 'लाभ' }]);
    expect(hindiRowsBody(['title'], [{ title: '' }], 1)).toBeUndefined();
  });
});

describe('the temple form’s Hindi', () => {
  const item: TempleItem = {
    ...META,
    slug: 'kashi-vishwanath',
    name: 'Kashi Vishwanath',
    location: 'Varanasi',
    deity: 'Shiva',
    description: 'Jyotirlinga',
    about: 'On the Ganga.',
    image: '/art/kashi.svg',
    hi: { name: 'काशी विश्वनाथ', location: 'वाराणसी' },
  };

  it('round-trips, blank Hindi dropped by the schema', () => {
    const form = templeToForm(item);
    expect(form.hi).toEqual({ name: 'काशी विश्वनाथ', location: 'वाराणसी', deity: '', description: '', about: '' });
    const { id: _i, status: _s, updatedAt: _u, createdAt: _c, slug: _slug, ...values } = item;
    expect(templeForm.parse(templeToBody(form))).toEqual(values);
    expect(templeToBody(emptyTemple()).hi).toEqual({ name: '', location: '', deity: '', description: '', about: '' });
  });
});

describe('the puja form’s Hindi', () => {
  const item: PujaItem = {
    ...META,
    slug: 'rudrabhishek',
    temple: { id: TEMPLE, name: 'Kashi Vishwanath' },
    joinedNo: 0,
    title: 'Rudrabhishek',
    templeId: TEMPLE,
    description: 'Milk and bel leaves',
    image: '/art/kashi.svg',
    aboutPujaCard: [],
    aboutTemple: 'On the Ganga.',
    tithi: 'Panchami',
    tag: 'Shiva',
    occasion: 'Shravan',
    type: 'Abhishek',
    duration: '2 hours',
    rating: 4.9,
    startTime: '2026-11-21T06:30:00+05:30',
    endTime: '2026-11-21T08:30:00+05:30',
    benefits: [
      { title: 'Peace', description: 'Of mind' },
      { title: 'Health', description: 'Of the family' },
    ],
    packages: [
      {
        id: CHILD,
        thumbnailTitle: 'Single',
        img: '/art/single.svg',
        price: 851,
        numberOfPeople: 1,
        points: ['Name in the sankalp', 'Video'],
        hi: { thumbnailTitle: 'एकल', points: ['संकल्प में नाम'] },
      },
    ],
    chadhavaItems: [
      {
        id: CHILD,
        title: 'Bel',
        price: 51,
        image: '/art/bel.svg',
        description: 'Bel leaves',
        hi: { description: 'बेलपत्र' },
      },
    ],
    hi: { title: 'रुद्राभिषेक', benefits: [undefined as never, { title: 'स्वास्थ्य' }] },
  };

  it('fills every part from the stored Hindi, by index for lists and rows', () => {
    const form = pujaToForm(item);
    expect(form.hi.title).toBe('रुद्राभिषेक');
    expect(form.hi.tithi).toBe('');
    expect(form.hi.benefits).toEqual([
      { title: '', description: '' },
      { title: 'स्वास्थ्य', description: '' },
    ]);
    expect(form.packages[0]!.hi).toEqual({ thumbnailTitle: 'एकल', points: ['संकल्प में नाम', ''] });
    expect(form.chadhavaItems[0]!.hi).toEqual({ title: '', description: 'बेलपत्र' });
  });

  it('sends `hi` on the puja and on each row, valid for the schema', () => {
    const body = pujaToBody(pujaToForm(item));
    expect(body.hi?.benefits).toEqual([
      { title: '', description: '' },
      { title: 'स्वास्थ्य', description: '' },
    ]);
    expect(body.packages[0]!.hi).toEqual({ thumbnailTitle: 'एकल', points: ['संकल्प में नाम', ''] });
    const out = pujaForm.parse(body);
    expect(out.hi?.title).toBe('रुद्राभिषेक');
    expect(out.hi?.benefits?.[1]).toEqual({ title: 'स्वास्थ्य', description: undefined });
    expect(out.packages[0]!.hi?.points).toEqual(['संकल्प में नाम', '']);
    expect(out.chadhavaItems[0]!.hi).toEqual({ title: undefined, description: 'बेलपत्र' });
  });

  it('starts a new puja with blank Hindi everywhere and sends no Hindi lists', () => {
    const body = pujaToBody(emptyPuja());
    expect(body.hi).toMatchObject({ title: '', benefits: undefined });
    expect(body.packages[0]!.hi).toEqual({ thumbnailTitle: '', points: undefined });
  });
});

describe('the prasad form’s Hindi', () => {
  const item: PrasadItem = {
    ...META,
    temple: { id: TEMPLE, name: 'Kashi Vishwanath' },
    rating: 4.5,
    reviews: 2,
    title: 'Kashi prasad',
    templeId: TEMPLE,
    items: ['Laddoo', 'Rudraksha'],
    description: 'From the temple',
    price: 251,
    image: '/art/prasad.svg',
    availability: 'In Stock',
    hi: { items: ['लड्डू', 'रुद्राक्ष'] },
  };

  it('drops the Hindi of an item row left empty together with it', () => {
    const form = prasadToForm(item);
    expect(form.hi).toEqual({ title: '', description: '', items: ['लड्डू', 'रुद्राक्ष'] });
    const body = prasadToBody({ ...form, items: ['', 'Rudraksha'] });
    expect(body.items).toEqual(['Rudraksha']);
    expect(body.hi?.items).toEqual(['रुद्राक्ष']);
    expect(prasadForm.parse(prasadToBody(form)).hi?.items).toEqual(['लड्डू', 'रुद्राक्ष']);
    expect(prasadToBody(emptyPrasad()).hi?.items).toBeUndefined();
  });
});
