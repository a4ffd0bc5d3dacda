import {
  campaignForm,
  eventForm,
  panditForm,
  productForm,
  pujaForm,
  streamForm,
  templeForm,
} from '@sankalp/shared/schemas/admin-catalog';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { consoleT } from '../i18n';
import { loadLanguage } from '../../../lib/i18n/index';

// The Hindi words load as a Hindi reader's would.
await loadLanguage('hi');
import {
  campaignToBody,
  emptyCampaign,
  emptyEvent,
  emptyPandit,
  emptyProduct,
  emptyStream,
  eventToBody,
  panditToBody,
  productToBody,
  streamToBody,
} from './catalog-values';
import { fieldMessage, translateErrors } from './field-messages';

const en = consoleT('en');
const hi = consoleT('hi');

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the schemas’ messages in the console’s words', () => {
  it('keeps the field’s name in English and needs none in Hindi', () => {
    expect(fieldMessage('Offering price is required', en)).toBe('Offering price is required');
    expect(fieldMessage('Offering price is required', hi)).toBe('यह भरना ज़रूरी है');
    expect(fieldMessage('Title cannot exceed 120 characters', hi)).toBe('अधिकतम 120 अक्षर लिख सकते हैं');
    expect(fieldMessage('Seva price must be at least ₹1', hi)).toBe('कम से कम ₹1 होना चाहिए');
    expect(fieldMessage('Invalid id', en)).toBe('Choose one from the list');
    expect(fieldMessage('Date must be a date and time, e.g. 2026-11-21T06:30:00+05:30', en)).toBe(
      'Pick the date and time',
    );
    expect(fieldMessage('Slots cannot be fewer than the 64 places already taken', hi)).toBe(
      'स्लॉट पहले से भरे 64 स्थानों से कम नहीं हो सकते',
    );
    expect(fieldMessage('Something new', hi)).toBe('Something new');
  });

  it('has a Hindi message for everything the catalog forms can say about a bad entry', () => {
    const bad = { name: 'x\u0007', title: 'x'.repeat(300), rating: 7.25, price: '-1', img: 'http://evil' };
    const all = [
      ...messagesOf(templeForm, { ...bad, image: 'x.svg' }),
      ...messagesOf(pujaForm, { ...bad, packages: [], startTime: 'no', endTime: 'no', templeId: 'no' }),
      ...messagesOf(pujaForm, {
        packages: [
          { thumbnailTitle: 'A', price: 0, numberOfPeople: 1.5, img: '', points: [] },
          { thumbnailTitle: 'a', price: '1.234', numberOfPeople: 99, img: '', points: [] },
        ],
      }),
      ...messagesOf(eventForm, eventToBody({ ...emptyEvent(), maxParticipants: 'many', basePrice: '1e9' })),
      ...messagesOf(campaignForm, campaignToBody({ ...emptyCampaign(), goal: '99999999999' })),
      ...messagesOf(
        productForm,
        productToBody({
          ...emptyProduct(),
          colors: [{ name: 'Red', extraPrice: '0', colorHex: 'red' }],
          stock: [{ size: 'Standard', color: 'Red', onHand: '-1' }],
        }),
      ),
      ...messagesOf(productForm, { ...productToBody(emptyProduct()), sizes: [], colors: [] }),
      ...messagesOf(
        panditForm,
        panditToBody({
          ...emptyPandit(),
          services: [],
          languages: [],
          rating: '9',
          daysOff: ['25/12/2026'],
          weeklyHours: [[{ from: '10:00', to: '09:00' }], [{ from: '9', to: '10:00' }], [], [], [], [], []],
        }),
      ),
      ...messagesOf(panditForm, {
        ...panditToBody(emptyPandit()),
        weeklyHours: [
          [
            { from: '09:00', to: '12:00' },
            { from: '11:00', to: '13:00' },
          ],
        ],
      }),
      ...messagesOf(streamForm, streamToBody({ ...emptyStream(), video: 'http://x', endTime: 'no' })),
      ...messagesOf(streamForm, {
        ...streamToBody({ ...emptyStream(), templeText: 'Ghat', startTime: '2026-11-21T18:45:00+05:30' }),
        endTime: '2026-11-21T18:00:00+05:30',
      }),
    ];
    const untranslated = [...new Set(all)].filter((m) => fieldMessage(m, hi) === m);
    expect(untranslated).toEqual([]);
    expect(all.length).toBeGreaterThan(40);
  });

  it('translates nested errors and a list’s own message, keeping the field refs', () => {
    const ref = { name: 'offerings.0.price' };
    const offerings = Object.assign(
      [undefined, { price: { type: 'custom', message: 'Offering price is required', ref } }],
      {
        root: { type: 'too_small', message: 'Add at least one offering' },
      },
    );
    const out = translateErrors({ offerings }, hi);
    expect(out.offerings[1]!.price.message).toBe('यह भरना ज़रूरी है');
    expect(out.offerings[1]!.price.ref).toBe(ref);
    expect(out.offerings.root.message).toBe('कम से कम एक जोड़ें');
    expect(out.offerings[0]).toBeUndefined();
  });
});
