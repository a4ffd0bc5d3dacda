/**
 * The catalog read cache (issue 16): a second read runs no query, and every write that changes
 * what a read shows — console catalog edits, a paid puja booking, a chadhava hold and payment, a
 * donation, a store order's hold — is visible at the very next read. A hold that lapses with no
 * write is visible once the clock passes the cache's short expiry.
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';
import { temples } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, type TestUser } from '../auth/auth.test-utils';
import { grant, makeStaff } from '../admin/admin.test-utils';
import { sampleForm } from '../admin/catalog/catalog-admin.test-utils';
import * as bookings from '../bookings/bookings.test-utils';
import * as chadhava from '../chadhava/chadhava.test-utils';
import * as donations from '../donations/donations.test-utils';
import * as orders from '../orders/orders.test-utils';
import { paidCheckout } from '../payments/payments.test-utils';
import { countQueries } from './catalog.test-utils';

let t: TestApp;
let operator: TestUser;
let templeId: string;
// A clock the hold-lapse test moves forward.
let clock = Date.now();
const now = () => new Date(clock);

beforeAll(async () => {
  t = await createTestApp({ now });
  const [a] = await t.db.db.select().from(temples).orderBy(asc(temples.createdAt)).limit(1);
  templeId = a!.id;
  operator = await makeStaff(t, [grant('operator')]);
});
afterAll(() => t.close());

const api = (url: string) => `/api/v1${url}`;
const read = async (url: string) => {
  const r = await t.app.inject({ url: api(url) });
  return { status: r.statusCode, text: r.body, data: r.statusCode === 200 ? (r.json().data as never) : undefined };
};

/** Reads `url` twice and expects the second read to be served with no query at all. */
async function warm(url: string) {
  expect((await read(url)).status, url).toBe(200);
  const counter = countQueries(t.db.db);
  try {
    expect((await read(url)).status).toBe(200);
    expect(counter.count, `${url} is served from the cache`).toBe(0);
  } finally {
    counter.restore();
  }
}

const admin = (entity: CatalogEntity, tail = '') => `/api/v1/admin/catalog/${entity}${tail}`;

/** Creates and publishes one row through the console; answers its id and the public reads of it. */
async function published(entity: CatalogEntity, title: string) {
  const created = await call(t.app, 'POST', admin(entity), {
    token: operator.token,
    body: sampleForm(entity, templeId, title),
  });
  expectStatus(created, 201);
  const id = (created.body.data as { item: { id: string } }).item.id;
  expectStatus(await call(t.app, 'POST', admin(entity, `/${id}/publish`), { token: operator.token }), 200);
  return id;
}

/** Renames a row through the console (PUT of its form with the new title or name). */
async function rename(entity: CatalogEntity, id: string, to: string) {
  const got = await call(t.app, 'GET', admin(entity, `/${id}`), { token: operator.token });
  expectStatus(got, 200);
  const {
    id: _i,
    status: _s,
    updatedAt: _u,
    createdAt: _c,
    ...form
  } = (got.body.data as { item: Record<string, unknown> }).item;
  const field = 'title' in form ? 'title' : 'name';
  expectStatus(
    await call(t.app, 'PUT', admin(entity, `/${id}`), { token: operator.token, body: { ...form, [field]: to } }),
    200,
  );
}

const unique = () => randomUUID().slice(0, 8);

// Each entity: its cached public reads (the by-name one uses the slug of the name), and how its
// name is written in the console (temples and pandits get a word added by the sample form).
const READS: Array<{ entity: CatalogEntity; byId: string; byName?: string; lists: string[] }> = [
  { entity: 'pujas', byId: '/pujas/', byName: '/pujas/pujaByname/', lists: ['/pujas/all'] },
  {
    entity: 'events',
    byId: '/chadhava-events/',
    byName: '/chadhava-events/getChadhavaEventByName/',
    lists: ['/chadhava-events/upcoming'],
  },
  {
    entity: 'campaigns',
    byId: '/donationcampaigns/',
    byName: '/donationcampaigns/donationByname/',
    lists: ['/donationcampaigns', '/donationcampaigns/category/annadaan'],
  },
  { entity: 'products', byId: '/products/', lists: ['/products', '/products?category=worship'] },
  { entity: 'temples', byId: '/temples/', lists: ['/temples'] },
  { entity: 'pandits', byId: '/pandits/', lists: ['/pandits'] },
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

describe('a console edit is visible at the next read', () => {
  for (const { entity, byId, byName, lists } of READS) {
    it(`${entity}: by id${byName ? ', by name' : ''} and the lists`, async () => {
      const title = `Cached ${unique()}`;
      const id = await published(entity, title);
      const shownName = (await read(`${byId}${id}`)).text;
      const oldName = entity === 'temples' ? `${title} Mandir` : entity === 'pandits' ? `Pt ${title}` : title;
      expect(shownName).toContain(oldName);
      const urls = [`${byId}${id}`, ...(byName ? [`${byName}${slug(oldName)}`] : []), ...lists];
      for (const url of urls) await warm(url);

      const newName = `Renamed ${unique()}`;
      await rename(entity, id, newName);

      const detail = await read(`${byId}${id}`);
      expect(detail.text).toContain(newName);
      expect(detail.text).not.toContain(oldName);
      if (byName) {
        // The old name no longer names it; the new one does.
        expect((await read(`${byName}${slug(oldName)}`)).status).toBe(404);
        expect((await read(`${byName}${slug(newName)}`)).text).toContain(id);
      }
      for (const url of lists) expect((await read(url)).text, url).toContain(newName);

      // Unpublished: gone from every read at once.
      expectStatus(await call(t.app, 'POST', admin(entity, `/${id}/unpublish`), { token: operator.token }), 200);
      expect((await read(`${byId}${id}`)).status).toBe(404);
      for (const url of lists) expect((await read(url)).text, url).not.toContain(newName);
    });
  }

  it('a temple renamed shows in its pujas’ cached answers', async () => {
    const pujaId = await published('pujas', `Temple ref ${unique()}`);
    await warm(`/pujas/${pujaId}`);
    await warm('/pujas/all');
    const newName = `Renamed Mandir ${unique()}`;
    await rename('temples', templeId, newName);
    expect((await read(`/pujas/${pujaId}`)).data).toMatchObject({ temple: { name: newName } });
    expect((await read('/pujas/all')).text).toContain(newName);
  });
});

describe('bookings and payments are visible at the next read', () => {
  it('a paid puja booking: joinedNo + 1 on the detail, the list and the by-name read', async () => {
    const fx = await bookings.insertFixture(t.db.db, now());
    const detail = await read(`/pujas/${fx.pujaId}`);
    const { joinedNo, slug: pujaSlug } = detail.data as unknown as { joinedNo: number; slug: string };
    for (const url of [`/pujas/${fx.pujaId}`, `/pujas/pujaByname/${pujaSlug}`, '/pujas/all']) await warm(url);

    const created = await bookings.book(t.app, fx);
    expectStatus(await bookings.verify(t.app, created.booking._id, await paidCheckout(t.app, created.order.id)), 200);

    expect((await read(`/pujas/${fx.pujaId}`)).data).toMatchObject({ joinedNo: joinedNo + 1 });
    expect((await read(`/pujas/pujaByname/${pujaSlug}`)).data).toMatchObject({ joinedNo: joinedNo + 1 });
    const all = (await read('/pujas/all')).data as unknown as Array<{ _id: string; joinedNo: number }>;
    expect(all.find((p) => p._id === fx.pujaId)?.joinedNo).toBe(joinedNo + 1);
  });

  it('a chadhava hold takes a slot at once, payment makes it a participant, a lapsed hold frees it', async () => {
    const fx = await chadhava.insertEvent(t.db.db, now(), { maxParticipants: 10 });
    const url = `/chadhava-events/${fx.eventId}`;
    const slots = async () =>
      ((await read(url)).data as unknown as { event: { availableSlots: number; currentParticipants: number } }).event;
    await warm(url);
    expect(await slots()).toMatchObject({ availableSlots: 10, currentParticipants: 0 });

    const paid = await chadhava.book(t.app, fx);
    expect(await slots()).toMatchObject({ availableSlots: 9, currentParticipants: 0 });
    const cb = await chadhava.silentPay(t.app, paid);
    expectStatus(await chadhava.verify(t.app, { ...cb, bookingId: paid.booking._id }), 200);
    expect(await slots()).toMatchObject({ availableSlots: 9, currentParticipants: 1 });

    await chadhava.book(t.app, fx);
    expect(await slots()).toMatchObject({ availableSlots: 8 });
    // No write announces a hold lapsing: the answer expires within seconds of the app's clock.
    clock += 16 * 60_000;
    expect(await slots()).toMatchObject({ availableSlots: 9, currentParticipants: 1 });
  });

  it('a paid donation: raised amount and donors on the campaign reads', async () => {
    const fx = await donations.insertDonationFixture(t.db.db);
    const url = `/donationcampaigns/${fx.campaignId}`;
    const before = (await read(url)).data as unknown as { raised_amount: number; totalparticipants: number };
    await warm(url);
    await warm('/donationcampaigns');
    const created = await donations.donate(t.app, fx);
    expectStatus((await donations.payDonation(t.app, created)).verified, 200);
    const after = (await read(url)).data as unknown as { raised_amount: number; totalparticipants: number };
    expect(after.raised_amount).toBeGreaterThan(before.raised_amount);
    expect(after.totalparticipants).toBe(before.totalparticipants + 1);
    const list = (await read('/donationcampaigns')).data as unknown as Array<{ _id: string; raised_amount: number }>;
    expect(list.find((c) => c._id === fx.campaignId)?.raised_amount).toBe(after.raised_amount);
  });

  it('a store order’s hold and payment change the product’s stock at once', async () => {
    const fx = await orders.insertProduct(t.db.db, { onHand: 5 });
    const url = `/products/${fx.productId}`;
    const available = async () =>
      (
        (await read(url)).data as unknown as {
          product: { variants: { stock: Array<{ size: string; color: string; available: number | null }> } };
        }
      ).product.variants.stock.find((s) => s.size === 'S' && s.color === 'White')?.available;
    await warm(url);
    expect(await available()).toBe(5);
    const created = await orders.order(t.app, fx, { quantity: 2 });
    expect(await available()).toBe(3);
    const cb = await orders.silentPay(t.app, created);
    expectStatus(await orders.verify(t.app, { ...cb, bookingId: created.order._id }), 200);
    expect(await available()).toBe(3);
  });
});

describe('an invalidation drops only what it changes', () => {
  it('a paid booking of one puja keeps the cached answers of an unrelated puja and of the temples', async () => {
    const x = await bookings.insertFixture(t.db.db, now());
    const y = await bookings.insertFixture(t.db.db, now());
    const before = (await read(`/pujas/${x.pujaId}`)).data as unknown as { joinedNo: number; temple: { _id: string } };
    const list = `/pujas/all?temple=${before.temple._id}`;
    for (const url of [`/pujas/${x.pujaId}`, `/pujas/${y.pujaId}`, '/temples', list]) await warm(url);

    const created = await bookings.book(t.app, x);
    expectStatus(await bookings.verify(t.app, created.booking._id, await paidCheckout(t.app, created.order.id)), 200);

    const counter = countQueries(t.db.db);
    try {
      expect((await read(`/pujas/${y.pujaId}`)).status).toBe(200);
      expect((await read('/temples')).status).toBe(200);
      expect(counter.count, 'puja Y and the temples are still cached').toBe(0);
    } finally {
      counter.restore();
    }
    expect((await read(`/pujas/${x.pujaId}`)).data).toMatchObject({ joinedNo: before.joinedNo + 1 });
    const page = (await read(list)).data as unknown as Array<{ _id: string; joinedNo: number }>;
    expect(page.find((p) => p._id === x.pujaId)?.joinedNo).toBe(before.joinedNo + 1);
  });
});

describe('the answer as sent', () => {
  it('is the same JSON gzipped or not, and a 404 is never cached', async () => {
    const fx = await bookings.insertFixture(t.db.db, now());
    const url = api(`/pujas/${fx.pujaId}`);
    const plain = await t.app.inject({ url });
    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(plain.json()).toMatchObject({
      success: true,
      message: 'Puja fetched successfully',
      data: { _id: fx.pujaId },
    });

    const missing = await published('pandits', `Late ${unique()}`);
    expectStatus(await call(t.app, 'POST', admin('pandits', `/${missing}/unpublish`), { token: operator.token }), 200);
    expect((await read(`/pandits/${missing}`)).status).toBe(404);
    expectStatus(await call(t.app, 'POST', admin('pandits', `/${missing}/publish`), { token: operator.token }), 200);
    expect((await read(`/pandits/${missing}`)).status).toBe(200);
  });
});
