import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PrasadOrderCard,
  PrasadOrderCreated,
  PrasadOrderList,
  PrasadOrderView,
  PrasadTracking,
} from '@sankalp/shared/api/prasad';
import { prasadOfferings, temples } from '../../db/schema/index';
import { insertTemple } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  accountCards,
  confirmationMessages,
  devoteeIn,
  expectNamed,
  HI,
  readRecord,
  translate,
} from '../../test/reader-language';
import { fakeClock, type TestUser } from '../auth/auth.test-utils';
import { paidOrder } from './prasad.test-utils';

// Issue 13: a Hindi reader's prasad order (its page, account card, list and tracking) shows the
// catalog's Hindi for the offering's title and items and the temple's name, the order's English
// copy where the catalog has none; English stays as the order stored it. The order's e-mail and
// notification name it the same way, in its messages' language.

const clock = fakeClock('2026-11-23T06:30:00.000Z');
let t: TestApp;
let user: TestUser;
let created: PrasadOrderCreated;
let hindiCreated: PrasadOrderCreated;

const TITLE = 'Kashi Mahaprasad';
const ITEMS = ['Besan Laddu', 'Rudraksha'];

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  const templeId = await insertTemple(db, `prasad-${Date.now()}`);
  const [offering] = await db
    .insert(prasadOfferings)
    .values({
      templeId,
      title: TITLE,
      items: ITEMS,
      description: 'Blessed sweets',
      pricePaise: 50100,
      image: '/art/p.svg',
    })
    .returning();
  // The second item has no Hindi: it stays English.
  await translate(db, prasadOfferings, offering!.id, { title: 'काशी महाप्रसाद', items: ['बेसन लड्डू'] });
  await translate(db, temples, templeId, { name: 'काशी विश्वनाथ' });
  user = await devoteeIn(t.app, 'English');
  created = await paidOrder(t.app, offering!.id, user.token);
  hindiCreated = await paidOrder(t.app, offering!.id, (await devoteeIn(t.app, 'Hindi')).token);
});
afterAll(async () => {
  await t?.close();
});

const HINDI = { title: 'काशी महाप्रसाद', temple: 'काशी विश्वनाथ', items: ['बेसन लड्डू', 'Rudraksha'] };
const ENGLISH = { title: TITLE, temple: 'Kashi Vishwanath', items: ITEMS };

const page = (headers?: Record<string, string>) =>
  readRecord<PrasadOrderView>(t.app, `/api/v1/prasad/orders/${created.order._id}`, 'order', {
    token: user.token,
    headers,
  });
const names = (v: PrasadOrderView) => ({ title: v.offering.title, temple: v.temple, items: v.items });
const cardNames = async (headers?: Record<string, string>) => {
  const [card, ...more] = await accountCards<PrasadOrderCard>(t.app, user, 'prasadOrderIds', headers);
  expect(more).toEqual([]);
  return { temple: card!.temple, items: card!.items };
};
const listed = async (headers?: Record<string, string>) =>
  (
    await readRecord<PrasadOrderList['current']>(t.app, '/api/v1/prasad/orders', 'current', {
      token: user.token,
      headers,
    })
  ).map(names);
const tracked = async (headers?: Record<string, string>) => {
  const tr = await readRecord<PrasadTracking>(t.app, `/api/v1/prasad/track/${created.order.trackingId}`, 'tracking', {
    headers,
  });
  return { temple: tr.temple, items: tr.items };
};

describe("the catalog names on a prasad order, in the reader's language", () => {
  it('in Hindi: the page, the account card, the list and the tracking', async () => {
    expect(names(await page(HI))).toEqual(HINDI);
    expect(await cardNames(HI)).toEqual({ temple: HINDI.temple, items: HINDI.items });
    expect(await listed(HI)).toEqual([HINDI]);
    expect(await tracked(HI)).toEqual({ temple: HINDI.temple, items: HINDI.items });
  });

  it('in English, as the order stored them', async () => {
    expect(names(await page())).toEqual(ENGLISH);
    expect(await cardNames()).toEqual({ temple: ENGLISH.temple, items: ENGLISH.items });
    expect(await listed()).toEqual([ENGLISH]);
    expect(await tracked()).toEqual({ temple: ENGLISH.temple, items: ENGLISH.items });
  });

  it('the e-mail and notification of a Hindi order name it in Hindi, of an English one in English', async () => {
    const messages = (c: PrasadOrderCreated) =>
      confirmationMessages(t.db.db, 'prasad_order', c.order._id, `prasad-order:${c.order._id}`);
    expectNamed(await messages(hindiCreated), {
      names: [HINDI.title, HINDI.temple],
      title: 'काशी महाप्रसाद, काशी विश्वनाथ',
      foreign: [TITLE, 'Kashi Vishwanath'],
    });
    expectNamed(await messages(created), {
      names: [TITLE, 'Kashi Vishwanath'],
      title: 'Kashi Mahaprasad, Kashi Vishwanath',
      foreign: [HINDI.title, HINDI.temple],
    });
  });
});
