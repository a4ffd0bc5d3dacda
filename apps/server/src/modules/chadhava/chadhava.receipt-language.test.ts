import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChadhavaBookingCreated, ChadhavaBookingView } from '@sankalp/shared/api/chadhava-bookings';
import { chadhavaEvents, eventOfferings, temples } from '../../db/schema/index';
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
import { expectStatus, fakeClock, type TestUser } from '../auth/auth.test-utils';
import { sandboxPay } from '../payments/payments.test-utils';
import { book, insertEvent, verify, type EventFixture } from './chadhava.test-utils';

// Issue 13: a Hindi reader's chadhava receipt and account card show the catalog's Hindi for the
// event, temple and offering names, the English where the catalog has none; English stays as it
// was. The booking's e-mail and notification name it the same way, in its messages' language.

const clock = fakeClock();
let t: TestApp;
let fx: EventFixture;
let user: TestUser;
let created: ChadhavaBookingCreated;
let hindiCreated: ChadhavaBookingCreated;
let eventName: string;

async function paidBooking(owner: TestUser): Promise<ChadhavaBookingCreated> {
  const made = await book(t.app, fx, { token: owner.token, email: owner.email });
  const pay = await sandboxPay(t.app, made.order.id, { deliver: 'sync' });
  expectStatus(pay, 200);
  expectStatus(await verify(t.app, { ...(pay.body as object), bookingId: made.booking._id }, owner.token), 200);
  return made;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  fx = await insertEvent(db, clock.now());
  const event = await translate(db, chadhavaEvents, fx.eventId, { name: 'प्रदोष चढ़ावा' });
  eventName = event.name;
  await translate(db, temples, event.templeId, { name: 'काशी विश्वनाथ' });
  await translate(db, eventOfferings, fx.belPatra, { name: 'बेल पत्र' });
  user = await devoteeIn(t.app, 'English');
  created = await paidBooking(user);
  hindiCreated = await paidBooking(await devoteeIn(t.app, 'Hindi'));
});
afterAll(async () => {
  await t?.close();
});

type Named = Pick<ChadhavaBookingView, 'event' | 'offerings'>;
const names = (b: Named) => ({
  event: b.event.name,
  temple: b.event.temple.name,
  offerings: b.offerings.map((o) => o.name),
});

const receipt = (headers?: Record<string, string>) =>
  readRecord<Named>(t.app, `/api/v1/chadhava-bookings/${created.booking._id}?key=${created.accessKey}`, 'booking', {
    headers,
  });

async function card(headers?: Record<string, string>) {
  const cards = await accountCards<Named>(t.app, user, 'chadhavaBookingIds', headers);
  expect(cards).toHaveLength(1);
  return cards[0]!;
}

describe("the catalog names on a chadhava booking, in the reader's language", () => {
  it('receipt and card in Hindi: Hindi where the catalog has it, English elsewhere', async () => {
    const hindi = { event: 'प्रदोष चढ़ावा', temple: 'काशी विश्वनाथ', offerings: ['बेल पत्र', 'Ghee Diya'] };
    expect(names(await receipt(HI))).toEqual(hindi);
    expect(names(await card(HI))).toEqual(hindi);
  });

  it('receipt and card in English, as before', async () => {
    const english = names(await receipt());
    expect(english).toEqual({ event: eventName, temple: 'Kashi Vishwanath', offerings: ['Bel Patra', 'Ghee Diya'] });
    expect(eventName).toMatch(/^Pradosh Chadhava /);
    expect(names(await card())).toEqual(english);
  });

  it('the e-mail and notification of a Hindi booking name it in Hindi, of an English one in English', async () => {
    const messages = (c: ChadhavaBookingCreated) =>
      confirmationMessages(t.db.db, 'chadhava_booking', c.booking._id, `chadhava-booking:${c.booking._id}`);
    expectNamed(await messages(hindiCreated), {
      names: ['प्रदोष चढ़ावा', 'काशी विश्वनाथ', 'बेल पत्र', 'Ghee Diya'],
      title: 'काशी विश्वनाथ में प्रदोष चढ़ावा',
      foreign: [eventName, 'Kashi Vishwanath', 'Bel Patra'],
    });
    expectNamed(await messages(created), {
      names: [eventName, 'Kashi Vishwanath', 'Bel Patra', 'Ghee Diya'],
      title: `${eventName} at Kashi Vishwanath`,
      foreign: ['प्रदोष चढ़ावा', 'काशी विश्वनाथ', 'बेल पत्र'],
    });
  });
});
