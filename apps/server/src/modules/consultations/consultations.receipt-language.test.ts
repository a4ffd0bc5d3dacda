import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanditBookingCreated, PanditBookingView } from '@sankalp/shared/api/pandit-bookings';
import { notifications, pandits } from '../../db/schema/index';
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
import { reminderKey, sendConsultationReminders } from './consultation-reminders';
import { renderConsultationIcs } from './consultations.service';
import { at, book, insertPandit, MONDAY, silentPay, verify, type PanditFixture } from './consultations.test-utils';

// Issue 13: a Hindi reader's consultation receipt and account card show the pandit's name from
// the catalog's Hindi, the English place where the catalog has no Hindi one; English stays as it
// was. The consultation's e-mail, notification and reminder name the pandit the same way, in its
// messages' language.

const clock = fakeClock();
let t: TestApp;
let fx: PanditFixture;
let user: TestUser;
let created: PanditBookingCreated;
let hindiCreated: PanditBookingCreated;
let englishName: string;

const HINDI_NAME = 'पं. परीक्षण';

async function paidConsultation(owner: TestUser, from: string, to: string): Promise<PanditBookingCreated> {
  const made = await book(t.app, fx, { token: owner.token, email: owner.email, from, to });
  expectStatus(await verify(t.app, await silentPay(t.app, made)), 200);
  return made;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertPandit(t.db.db);
  englishName = (await translate(t.db.db, pandits, fx.panditId, { name: HINDI_NAME })).name;
  user = await devoteeIn(t.app, 'English');
  created = await paidConsultation(user, at(MONDAY, '10:00'), at(MONDAY, '10:30'));
  hindiCreated = await paidConsultation(await devoteeIn(t.app, 'Hindi'), at(MONDAY, '11:00'), at(MONDAY, '11:30'));
});
afterAll(async () => {
  await t?.close();
});

type Named = Pick<PanditBookingView, 'pandit'>;

const receipt = async (headers?: Record<string, string>) =>
  (
    await readRecord<Named>(t.app, `/api/v1/pandit-bookings/${created.booking._id}`, 'booking', {
      token: user.token,
      headers,
    })
  ).pandit;

async function card(headers?: Record<string, string>) {
  const cards = await accountCards<Named>(t.app, user, 'PanditBookingIds', headers);
  expect(cards).toHaveLength(1);
  return cards[0]!.pandit;
}

const containing = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe("the pandit on a consultation, in the reader's language", () => {
  it('in Hindi: the Hindi name, the English place (the catalog has no Hindi one)', async () => {
    expect(await receipt(HI)).toMatchObject({ name: HINDI_NAME, location: 'Varanasi, Uttar Pradesh' });
    expect(await card(HI)).toMatchObject({ name: HINDI_NAME });
  });

  it('in English, as before', async () => {
    expect(await receipt()).toMatchObject({ name: englishName, location: 'Varanasi, Uttar Pradesh' });
    expect(await card()).toMatchObject({ name: englishName });
  });

  it('the e-mail and notification of a Hindi consultation name the pandit in Hindi, of an English one in English', async () => {
    const messages = (c: PanditBookingCreated) =>
      confirmationMessages(t.db.db, 'pandit_booking', c.booking._id, `pandit-booking:${c.booking._id}`);
    // The notice names the service with the pandit ("Astrology consultation with …").
    expectNamed(await messages(hindiCreated), {
      names: [HINDI_NAME],
      title: containing(HINDI_NAME),
      foreign: [englishName],
    });
    expectNamed(await messages(created), {
      names: [englishName],
      title: containing(`with ${englishName}`),
      foreign: [HINDI_NAME],
    });
  });

  it('the calendar invitation of a Hindi consultation is in Hindi, of an English one in English', async () => {
    // Unfolded (RFC 5545 folds lines at 75 octets with CRLF + space).
    const ics = async (c: PanditBookingCreated) =>
      (await renderConsultationIcs(t.db.db, t.app.ctx.config, c.booking._id)).toString('utf8').replace(/\r\n /g, '');
    const hindi = await ics(hindiCreated);
    expect(hindi).toContain(`SUMMARY:${HINDI_NAME} के साथ`);
    expect(hindi).toContain('LOCATION:फ़ोन कॉल');
    expect(hindi).toMatch(/आपको \+?\d+ पर कॉल करेंगे/);
    expect(hindi).not.toContain(englishName);
    const english = await ics(created);
    expect(english).toContain(`with ${englishName}`);
    expect(english).toContain('LOCATION:Phone call');
    expect(english).not.toContain(HINDI_NAME);
  });

  it('the reminder of a Hindi consultation names the pandit in Hindi', async () => {
    // Monday 10:05 IST: the 11:00 consultation starts within the hour (the 10:00 one has begun).
    clock.advance(Date.parse(at(MONDAY, '10:05')) - clock.now().getTime());
    expect(await sendConsultationReminders(t.app.ctx)).toBe(1);
    const [n] = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, reminderKey(hindiCreated.booking._id)));
    expect(n).toMatchObject({ language: 'hi', params: { title: HINDI_NAME } });
    expect(n!.body).toContain(HINDI_NAME);
    expect(n!.body).not.toContain(englishName);
  });
});
