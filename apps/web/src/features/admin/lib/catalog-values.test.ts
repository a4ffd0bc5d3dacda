import type { CampaignItem, EventItem, PanditItem, ProductItem, StreamItem } from '@sankalp/shared/api/admin-catalog';
import { campaignForm, eventForm, panditForm, productForm, streamForm } from '@sankalp/shared/schemas/admin-catalog';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  campaignToBody,
  campaignToForm,
  emptyCampaign,
  emptyEvent,
  emptyPandit,
  emptyProduct,
  emptyStream,
  eventToBody,
  eventToForm,
  panditToBody,
  panditToForm,
  productToBody,
  productToForm,
  sentStock,
  stockMessages,
  streamToBody,
  streamToForm,
  withStock,
} from './catalog-values';
import { mappedResolver } from './mapped-resolver';

const TEMPLE = '0b7d3c4e-1f2a-4b5c-8d9e-0a1b2c3d4e5f';
const CHILD = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const META = {
  id: '11111111-2222-4333-8444-555555555555',
  status: 'draft',
  updatedAt: '2026-11-01T00:00:00Z',
  createdAt: null,
} as const;

/** The issues of a failed parse as "path: message". */
function issues<T extends z.ZodType>(schema: T, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the event form', () => {
  const item: EventItem = {
    ...META,
    slug: 'diwali-deepdaan',
    temple: { id: TEMPLE, name: 'Kashi Vishwanath' },
    currentParticipants: 12,
    name: 'Diwali Deepdaan',
    templeId: TEMPLE,
    date: '2026-11-08T18:30:00+05:30',
    isActive: true,
    maxParticipants: null,
    basePrice: 0,
    about: 'Lamps on the ghats.',
    images: ['/art/kashi.svg'],
    offerings: [
      { id: CHILD, name: 'Diya', price: 251.5, description: 'One lamp', image: '/art/diya.svg', type: 'Lamp', hi: {} },
    ],
    hi: {},
  };

  it('shows rupees as typed text and no limit as a blank, and sends them back as the API had them', () => {
    const form = eventToForm(item);
    expect(form.offerings[0]!.price).toBe('251.5');
    expect(form.maxParticipants).toBe('');
    const out = eventForm.parse(eventToBody(form));
    expect(out.offerings[0]).toEqual({ ...item.offerings[0], price: 251.5 });
    expect(out.maxParticipants).toBeNull();
    expect(out.basePrice).toBe(0);
  });

  it('reads typed slots and rupees with grouping; a blank base price is none', () => {
    const form = { ...eventToForm(item), maxParticipants: ' 108 ', basePrice: '' };
    form.offerings = [{ ...form.offerings[0]!, price: '₹1,001' }];
    const out = eventForm.parse(eventToBody(form));
    expect(out.maxParticipants).toBe(108);
    expect(out.basePrice).toBe(0);
    expect(out.offerings[0]!.price).toBe(1001);
  });

  it('sends a new offering without an id, and an empty new event fails on its own fields', () => {
    const body = eventToBody(emptyEvent());
    expect(body.offerings[0]).not.toHaveProperty('id');
    expect(issues(eventForm, body)).toEqual(
      expect.arrayContaining([
        'name: Event name is required',
        'offerings.0.price: Offering price is required',
        'images: Add at least one image',
      ]),
    );
  });

  it('refuses slots that are not a whole number', () => {
    expect(issues(eventForm, eventToBody({ ...eventToForm(item), maxParticipants: '2.5' }))).toEqual([
      'maxParticipants: Slots must be a whole number',
    ]);
  });
});

describe('the campaign form', () => {
  const item: CampaignItem = {
    ...META,
    slug: 'annadaan',
    raised: 5000,
    participants: 3,
    title: 'Annadaan at Kashi',
    subtitle: 'Feed pilgrims',
    category: 'annadaan',
    img: '/art/annadaan.svg',
    images: [],
    story: 'Every day…',
    description: 'Meals for pilgrims',
    goal: 150001,
    eligible80G: true,
    benefits: [{ heading: 'Punya', description: 'Merit of feeding' }],
    donorAvatars: [],
    sevas: [{ id: CHILD, title: 'Feed 11', description: 'Meals for 11', price: 1100, img: '/art/thali.svg', hi: {} }],
    hi: {},
  };

  it('round-trips the goal, sevas with their ids and 80G eligibility', () => {
    const form = campaignToForm(item);
    expect(form.goal).toBe('150001');
    expect(form.sevas[0]!.price).toBe('1100');
    const out = campaignForm.parse(campaignToBody(form));
    const {
      id: _id,
      status: _s,
      updatedAt: _u,
      createdAt: _c,
      slug: _slug,
      raised: _r,
      participants: _p,
      ...values
    } = item;
    expect(out).toEqual(values);
  });

  it('asks for the goal and a category, and for each new seva’s price', () => {
    const form = {
      ...emptyCampaign(),
      sevas: [
        {
          title: 'Gau grass',
          description: 'Fodder',
          price: '',
          img: '/art/cow.svg',
          hi: { title: '', description: '' },
        },
      ],
    };
    expect(campaignToBody(form).sevas?.[0]).not.toHaveProperty('id');
    const found = issues(campaignForm, campaignToBody(form));
    expect(found).toEqual(expect.arrayContaining(['goal: Goal is required', 'sevas.0.price: Seva price is required']));
    expect(found.some((m) => m.startsWith('category: Category must be one of'))).toBe(true);
  });

  it('takes paise but no finer fraction', () => {
    expect(campaignForm.parse(campaignToBody({ ...campaignToForm(item), goal: '1,00,000.50' })).goal).toBe(100000.5);
    expect(issues(campaignForm, campaignToBody({ ...campaignToForm(item), goal: '10.505' }))).toEqual([
      'goal: Enter an amount in rupees, with at most 2 decimals',
    ]);
  });
});

describe('the product form', () => {
  const item: ProductItem = {
    ...META,
    slug: 'rudraksha-mala',
    name: 'Rudraksha mala',
    description: '108 beads',
    category: 'worship',
    features: ['Hand knotted'],
    primaryImage: '/art/mala.svg',
    secondaryImages: [],
    basePrice: 499,
    sizes: [
      { name: 'Small', extraPrice: 0 },
      { name: 'Large', extraPrice: 100.5 },
    ],
    colors: [{ name: 'Brown', extraPrice: 0, colorHex: '#7F1D1D' }],
    relatedIds: [],
    stock: [{ size: 'Small', color: 'Brown', onHand: 4 }],
    hi: {},
  };

  it('round-trips prices and stock', () => {
    const form = productToForm(item);
    expect(form.sizes[1]!.extraPrice).toBe('100.5');
    expect(form.stock).toEqual([{ size: 'Small', color: 'Brown', onHand: '4' }]);
    const { id: _id, status: _s, updatedAt: _u, createdAt: _c, slug: _slug, ...values } = item;
    expect(productForm.parse(productToBody(form))).toEqual(values);
  });

  it('sends blank counts as made to order and drops counts of a renamed or removed variant', () => {
    let stock = withStock([], 'Small', 'Brown', '4');
    stock = withStock(stock, 'Large', 'Brown', '');
    stock = withStock(stock, 'Small', 'Brown', '7');
    const form = { ...productToForm(item), stock: [...stock, { size: 'Medium', color: 'Brown', onHand: '3' }] };
    expect(productToBody(form).stock).toEqual([{ size: 'Small', color: 'Brown', onHand: 7 }]);
  });

  it('puts a count’s message on its own variant', () => {
    const form = { ...productToForm(item), stock: withStock(productToForm(item).stock, 'Large', 'Brown', '2.5') };
    const sent = sentStock(form);
    expect(issues(productForm, productToBody(form))).toEqual(['stock.1.onHand: Stock must be a whole number']);
    const errors: unknown[] = [];
    errors[1] = { onHand: { message: 'Stock must be a whole number' } };
    expect([...stockMessages(sent, errors)]).toEqual([['Large\u0000Brown', 'Stock must be a whole number']]);
  });

  it('starts a new product with one size and one colour, asking for the rest', () => {
    const found = issues(productForm, productToBody(emptyProduct()));
    expect(found).toEqual(expect.arrayContaining(['name: Product name is required', 'basePrice: Price is required']));
    expect(found.some((m) => m.startsWith('sizes') || m.startsWith('colors'))).toBe(false);
  });
});

describe('the pandit form', () => {
  const week = Array.from({ length: 7 }, (_, d) => (d === 0 ? [] : [{ from: '09:00', to: '13:00' }]));
  const item: PanditItem = {
    ...META,
    name: 'Pt. Ramesh Shastri',
    location: 'Varanasi',
    img: '/art/pandit.svg',
    description: 'Jyotish for 30 years',
    highlightPoints: [],
    experienceYears: 30,
    languages: ['Hindi', 'Sanskrit'],
    specialities: ['Kundli'],
    rating: 4.9,
    fee: 501,
    services: ['Astro', 'Vastu'],
    weeklyHours: week,
    daysOff: ['2026-12-25'],
    hi: {},
  };

  it('round-trips fee, experience, rating, hours and days off', () => {
    const form = panditToForm(item);
    expect(form.fee).toBe('501');
    expect(form.experienceYears).toBe('30');
    const { id: _id, status: _s, updatedAt: _u, createdAt: _c, ...values } = item;
    expect(panditForm.parse(panditToBody(form))).toEqual(values);
  });

  it('keeps the default rating for a blank one, drops empty dates, and asks for the experience', () => {
    const form = { ...panditToForm(item), rating: '', daysOff: ['2027-01-14', '', '2026-12-25'] };
    const out = panditForm.parse(panditToBody(form));
    expect(out.rating).toBe(4.8);
    expect(out.daysOff).toEqual(['2026-12-25', '2027-01-14']);
    expect(issues(panditForm, panditToBody({ ...form, experienceYears: '' }))).toEqual([
      'experienceYears: Experience must be a number',
    ]);
  });

  it('puts a bad interval’s message on its day and field', () => {
    const hours = week.map((d) => [...d]);
    hours[2] = [{ from: '14:00', to: '10:00' }];
    expect(issues(panditForm, panditToBody({ ...panditToForm(item), weeklyHours: hours }))).toEqual([
      'weeklyHours.2.0.to: To must be after From',
    ]);
    expect(emptyPandit().weeklyHours).toHaveLength(7);
  });
});

describe('the live stream form', () => {
  const item: StreamItem = {
    ...META,
    temple: null,
    title: 'Ganga Aarti',
    video: null,
    image: '/art/aarti.svg',
    pandit: 'Ghat priests',
    templeId: null,
    templeText: 'Dashashwamedh Ghat',
    description: 'Evening aarti',
    category: 'Aarti',
    viewers: 0,
    startTime: '2026-11-21T18:45:00+05:30',
    endTime: null,
    hi: {},
  };

  it('shows nulls as blanks and sends blanks back as null', () => {
    const form = streamToForm(item);
    expect([form.video, form.templeId, form.endTime]).toEqual(['', '', '']);
    const { id: _id, status: _s, updatedAt: _u, createdAt: _c, temple: _t, ...values } = item;
    expect(streamForm.parse(streamToBody(form))).toEqual(values);
  });

  it('takes a temple instead of a place, and asks for one of them', () => {
    const atTemple = streamForm.parse(streamToBody({ ...streamToForm(item), templeId: TEMPLE, templeText: '  ' }));
    expect([atTemple.templeId, atTemple.templeText]).toEqual([TEMPLE, null]);
    expect(issues(streamForm, streamToBody({ ...streamToForm(item), templeText: '' }))).toEqual([
      'templeText: Choose a temple or name the place',
    ]);
    expect(streamForm.parse(streamToBody({ ...streamToForm(item), viewers: '' })).viewers).toBe(0);
    expect(issues(streamForm, streamToBody(emptyStream()))).toEqual(
      expect.arrayContaining([
        'title: Title is required',
        'startTime: Start must be a date and time, e.g. 2026-11-21T06:30:00+05:30',
      ]),
    );
  });
});

describe('the mapped resolver', () => {
  const resolver = mappedResolver(streamForm, streamToBody);
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('answers the schema’s output for valid values', async () => {
    const r = await resolver(
      streamToForm({ ...item(), video: 'https://www.youtube.com/embed/abc' }),
      undefined,
      options,
    );
    expect(r.errors).toEqual({});
    expect(r.values).toMatchObject({ video: 'https://www.youtube.com/embed/abc', endTime: null, templeId: null });
  });

  it('puts messages on the form’s own field paths', async () => {
    const r = await resolver(
      { ...streamToForm(item()), templeText: '', endTime: '2026-11-21T18:00:00+05:30' },
      undefined,
      options,
    );
    expect(Object.keys(r.errors).sort()).toEqual(['endTime', 'templeText']);
    expect(r.errors.endTime?.message).toBe('End must be after the start');
  });

  function item(): StreamItem {
    return {
      ...META,
      temple: null,
      title: 'Ganga Aarti',
      video: null,
      image: '/art/aarti.svg',
      pandit: 'Ghat priests',
      templeId: null,
      templeText: 'Dashashwamedh Ghat',
      description: 'Evening aarti',
      category: 'Aarti',
      viewers: 0,
      startTime: '2026-11-21T18:45:00+05:30',
      endTime: null,
    };
  }
});

describe('the Hindi beside the English (issue 13)', () => {
  const event: EventItem = {
    ...META,
    slug: 'diwali-deepdaan',
    temple: { id: TEMPLE, name: 'Kashi Vishwanath' },
    currentParticipants: 0,
    name: 'Diwali Deepdaan',
    templeId: TEMPLE,
    date: '2026-11-08T18:30:00+05:30',
    isActive: true,
    maxParticipants: null,
    basePrice: 0,
    about: 'Lamps on the ghats.',
    images: ['/art/kashi.svg'],
    offerings: [
      {
        id: CHILD,
        name: 'Diya',
        price: 251,
        description: 'One lamp',
        image: '/art/diya.svg',
        type: 'Lamp',
        hi: { name: 'दीया' },
      },
    ],
    hi: { name: 'दिवाली दीपदान' },
  };

  it('fills the form from the stored Hindi, blank where none, and sends it back as `hi`', () => {
    const form = eventToForm(event);
    expect(form.hi).toEqual({ name: 'दिवाली दीपदान', about: '' });
    expect(form.offerings[0]!.hi).toEqual({ name: 'दीया', description: '' });
    const body = eventToBody(form);
    expect(body.hi).toEqual({ name: 'दिवाली दीपदान', about: '' });
    expect(body.offerings[0]!.hi).toEqual({ name: 'दीया', description: '' });
    // A blank Hindi text is "not translated": the schema drops it.
    const out = eventForm.parse(body);
    expect(out.hi).toEqual({ name: 'दिवाली दीपदान', about: undefined });
    expect(out.offerings[0]!.hi?.name).toBe('दीया');
  });

  it('always sends `hi`, so clearing every Hindi field clears the stored Hindi', () => {
    const form = eventToForm(event);
    const cleared = { ...form, hi: { name: ' ', about: '' } };
    expect(eventForm.parse(eventToBody(cleared)).hi).toEqual({ name: undefined, about: undefined });
    expect(eventToBody(emptyEvent()).hi).toEqual({ name: '', about: '' });
    expect(emptyEvent().offerings[0]!.hi).toEqual({ name: '', description: '' });
  });

  it('keeps a campaign’s Hindi benefits row by row beside the English ones', () => {
    const campaign: CampaignItem = {
      ...META,
      slug: 'annadaan',
      raised: 0,
      participants: 0,
      title: 'Annadaan at Kashi',
      subtitle: 'Feed pilgrims',
      category: 'annadaan',
      img: '/art/annadaan.svg',
      images: [],
      story: 'Every day…',
      description: 'Meals for pilgrims',
      goal: 150001,
      eligible80G: false,
      benefits: [
        { heading: 'Punya', description: 'Merit of feeding' },
        { heading: 'Blessings', description: 'Of the pilgrims' },
      ],
      donorAvatars: [],
      sevas: [{ id: CHILD, title: 'Feed 11', description: 'Meals for 11', price: 1100, img: '/art/thali.svg', hi: {} }],
      hi: { title: 'काशी में अन्नदान', benefits: [{ heading: 'पुण्य' }] },
    };
    const form = campaignToForm(campaign);
    expect(form.hi.benefits).toEqual([
      { heading: 'पुण्य', description: '' },
      { heading: '', description: '' },
    ]);
    expect(form.sevas[0]!.hi).toEqual({ title: '', description: '' });
    expect(campaignToBody(form).hi?.benefits).toEqual(form.hi.benefits);
    // A removed English benefit takes no Hindi with it past the list's end; no Hindi at all sends none.
    expect(campaignToBody({ ...form, benefits: form.benefits.slice(0, 1) }).hi?.benefits).toEqual([
      { heading: 'पुण्य', description: '' },
    ]);
    expect(campaignToBody({ ...form, hi: { ...form.hi, benefits: [] } }).hi?.benefits).toBeUndefined();
    expect(campaignForm.parse(campaignToBody(form)).hi?.title).toBe('काशी में अन्नदान');
  });

  it('pads a list’s Hindi to its English list, and sends none when nothing is translated', () => {
    const product: ProductItem = {
      ...META,
      slug: 'mala',
      name: 'Rudraksha mala',
      description: '108 beads',
      category: 'worship',
      features: ['Hand knotted', 'Energised', 'From Kashi'],
      primaryImage: '/art/mala.svg',
      secondaryImages: [],
      basePrice: 499,
      sizes: [{ name: 'Standard', extraPrice: 0 }],
      colors: [{ name: 'Brown', extraPrice: 0, colorHex: '#7F1D1D' }],
      relatedIds: [],
      stock: [],
      hi: { features: ['हाथ से गुँथी', ''] },
    };
    const form = productToForm(product);
    expect(form.hi.features).toEqual(['हाथ से गुँथी', '', '']);
    expect(productToBody(form).hi?.features).toEqual(['हाथ से गुँथी', '', '']);
    expect(productToBody({ ...form, hi: { ...form.hi, features: ['', ' ', ''] } }).hi?.features).toBeUndefined();
    expect(emptyProduct().hi).toEqual({ name: '', description: '', features: [] });
  });

  it('gives each of a pandit’s lists its own Hindi', () => {
    const form = {
      ...emptyPandit(),
      languages: ['Hindi', 'Sanskrit'],
      hi: { ...emptyPandit().hi, languages: ['', 'संस्कृत'] },
    };
    const body = panditToBody(form);
    expect(body.hi).toMatchObject({ languages: ['', 'संस्कृत'], highlightPoints: undefined, specialities: undefined });
  });

  it('checks the Hindi like the English and puts its message on the Hindi field', async () => {
    const resolver = mappedResolver(streamForm, streamToBody);
    const form = streamToForm({
      ...META,
      temple: null,
      title: 'Ganga Aarti',
      video: null,
      image: '/art/aarti.svg',
      pandit: 'Ghat priests',
      templeId: null,
      templeText: 'Dashashwamedh Ghat',
      description: 'Evening aarti',
      category: 'Aarti',
      viewers: 0,
      startTime: '2026-11-21T18:45:00+05:30',
      endTime: null,
      hi: { title: 'गंगा आरती' },
    });
    expect(form.hi).toEqual({ title: 'गंगा आरती', pandit: '', templeText: '', description: '' });
    const r = await resolver({ ...form, hi: { ...form.hi, pandit: 'प'.repeat(81) } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(r.errors.hi?.pandit?.message).toBe('Pandit (Hindi) cannot exceed 80 characters');
    expect(issues(campaignForm, campaignToBody({ ...campaignToForm(campaignWithLongHindi()), goal: '1' }))).toEqual([
      'hi.benefits.0.heading: Benefit heading (Hindi) cannot exceed 120 characters',
    ]);
  });

  function campaignWithLongHindi(): CampaignItem {
    return {
      ...META,
      slug: 'c',
      raised: 0,
      participants: 0,
      title: 'C',
      subtitle: 'S',
      category: 'annadaan',
      img: '/art/annadaan.svg',
      images: [],
      story: 'S',
      description: 'D',
      goal: 1,
      eligible80G: false,
      benefits: [{ heading: 'H', description: 'T' }],
      donorAvatars: [],
      sevas: [],
      hi: { benefits: [{ heading: 'ह'.repeat(121) }] },
    };
  }
});
