/**
 * Catalog answers in the reader's language (issue 13): Accept-Language: hi gives the Hindi of
 * every kind, English per field where there is none; English is unchanged; the read cache keeps
 * each language apart and one edit drops both; the console's Hindi fields are checked (400) and
 * show on the public read at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { RENDER_REQUEST_HEADER, RENDER_TAGS_HEADER } from '@sankalp/shared/page-render';
import { CATALOG_ENTITIES, type CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';
import { temples } from '../../db/schema/index';
import { PUJAS } from '../../db/seed/pujas';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, type TestUser } from '../auth/auth.test-utils';
import { grant, makeStaff } from '../admin/admin.test-utils';
import { sampleForm } from '../admin/catalog/catalog-admin.test-utils';
import { readCacheHas } from './read-cache';

// API answers as the tests read them: any shape, fields looked at one by one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let t: TestApp;
let operator: TestUser;
let templeId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [a] = await t.db.db.select().from(temples).orderBy(asc(temples.createdAt)).limit(1);
  templeId = a!.id;
  operator = await makeStaff(t, [grant('operator')]);
});
afterAll(() => t.close());

const HI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_ONLY = /^[^\u0900-\u097F]*$/;

async function read<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const r = await call(t.app, 'GET', `/api/v1${url}`, { headers });
  expectStatus(r, 200);
  return r.body.data as T;
}

type Named = { _id: string; title?: string; name?: string; description?: string };

describe('the seeded catalog in Hindi', () => {
  it('pujas: title, texts, temple, packages, benefits and tithi; English unchanged', async () => {
    const [hi] = await read<Array<Json>>('/pujas/all?limit=1', HI);
    const [en] = await read<Array<Json>>('/pujas/all?limit=1');
    expect(hi!._id).toBe(en!._id);
    expect(PUJAS.map((p) => p.title)).toContain(en!.title);
    for (const v of [
      hi!.title,
      hi!.description,
      hi!.tag,
      hi!.occasion,
      hi!.tithi,
      hi!.temple.name,
      hi!.temple.location,
    ])
      expect(v).toMatch(DEVANAGARI);
    expect(hi!.benefitsOfPuja[0].title).toMatch(DEVANAGARI);
    expect(hi!.waysToParticipate[0].thumbnailTitle).toBe('एकल पूजा');
    expect(hi!.waysToParticipate[0].pointsOfDescription[0]).toMatch(DEVANAGARI);
    for (const v of [en!.title, en!.description, en!.tithi, en!.temple.name, en!.waysToParticipate[0].thumbnailTitle])
      expect(v).toMatch(LATIN_ONLY);
    // Nothing but text changes.
    expect({
      ...hi!,
      title: 0,
      description: 0,
      tag: 0,
      occasion: 0,
      tithi: 0,
      temple: 0,
      benefitsOfPuja: 0,
      waysToParticipate: 0,
      approval: 0,
    }).toEqual({
      ...en!,
      title: 0,
      description: 0,
      tag: 0,
      occasion: 0,
      tithi: 0,
      temple: 0,
      benefitsOfPuja: 0,
      waysToParticipate: 0,
      approval: 0,
    });
    const detail = await read<Json>(`/pujas/${hi!._id}`, HI);
    expect(detail.aboutTemple).toMatch(DEVANAGARI);
    expect(detail.chadhavaPooja[0].title).toMatch(DEVANAGARI);
    const byName = await read<Json>(`/pujas/pujaByname/${en!.slug}`, HI);
    expect(byName.title).toBe(hi!.title);
  });

  it('every other kind, list and item', async () => {
    const temple = (await read<{ temples: Array<Named & Record<string, string>> }>('/temples', HI)).temples[0]!;
    expect([temple.name, temple.location, temple.deity, temple.about]).toEqual(
      Array(4).fill(expect.stringMatching(DEVANAGARI)),
    );
    expect((await read<{ temple: Named }>(`/temples/${temple._id}`, HI)).temple.name).toBe(temple.name);

    const offering = (await read<{ offerings: Named[] }>('/offerings', HI)).offerings[0]!;
    expect([offering.name, offering.description]).toEqual([
      expect.stringMatching(DEVANAGARI),
      expect.stringMatching(DEVANAGARI),
    ]);

    const stream = (await read<Array<Named & { pandit: string }>>('/livestream', HI))[0]!;
    expect([stream.title, stream.pandit, stream.description].join(' ')).toMatch(DEVANAGARI);
    expect((await read<Named>(`/livestream/${stream._id}`, HI)).title).toBe(stream.title);

    const campaign = (await read<Array<Named & { story: string; sevas: Named[] }>>('/donationcampaigns', HI))[0]!;
    expect([campaign.title, campaign.story, campaign.sevas[0]!.title]).toEqual(
      Array(3).fill(expect.stringMatching(DEVANAGARI)),
    );
    expect((await read<Named>(`/donationcampaigns/${campaign._id}`, HI)).title).toBe(campaign.title);

    const event = (
      await read<{ events: Array<Named & { about: string; offerings: Named[] }> }>('/chadhava-events/upcoming', HI)
    ).events[0]!;
    expect([event.name, event.about, event.offerings[0]!.name]).toEqual(
      Array(3).fill(expect.stringMatching(DEVANAGARI)),
    );
    expect((await read<{ event: Named }>(`/chadhava-events/${event._id}`, HI)).event.name).toBe(event.name);

    const product = (await read<{ products: Named[] }>('/products', HI)).products[0]!;
    expect(product.name).toMatch(DEVANAGARI);
    const full = (
      await read<{ product: Named & { features: string[]; relatedProducts: Named[] } }>(`/products/${product._id}`, HI)
    ).product;
    expect([full.description, full.features[0], full.relatedProducts[0]!.name]).toEqual(
      Array(3).fill(expect.stringMatching(DEVANAGARI)),
    );

    const pandit = (await read<{ pandits: Array<Named & { specialities: string[] }> }>('/pandits', HI)).pandits[0]!;
    expect([pandit.name, pandit.description, pandit.specialities[0]]).toEqual(
      Array(3).fill(expect.stringMatching(DEVANAGARI)),
    );
    expect((await read<{ pandit: Named }>(`/pandits/${pandit._id}`, HI)).pandit.name).toBe(pandit.name);

    const prasad = (
      await read<{ offerings: Array<Named & { temple: string; items: string[] }> }>('/prasad/offerings', HI)
    ).offerings[0]!;
    expect([prasad.title, prasad.temple, prasad.items[0]]).toEqual(Array(3).fill(expect.stringMatching(DEVANAGARI)));
    expect((await read<{ offering: Named }>(`/prasad/offerings/${prasad._id}`, HI)).offering.title).toBe(prasad.title);

    // English, asked or not, stays English.
    expect((await read<{ temples: Named[] }>('/temples', { 'accept-language': 'en' })).temples[0]!.name).toMatch(
      LATIN_ONLY,
    );
    expect((await read<{ pandits: Named[] }>('/pandits')).pandits[0]!.name).toMatch(LATIN_ONLY);
  });

  it('finds a puja by its Hindi title, in either language', async () => {
    const found = await read<Array<{ title: string }>>(`/pujas/all?q=${encodeURIComponent('रुद्राभिषेक')}`);
    expect(found.map((p) => p.title)).toContain('Rudrabhishek Puja');
  });

  it('answers a server render (rendered-pages.ts) in Hindi, with the cache tags it asks for', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pujas/',
      headers: { ...HI, [RENDER_REQUEST_HEADER]: '1' },
    });
    expect(r.statusCode).toBe(200);
    expect((r.json() as { data: Named[] }).data[0]!.title).toMatch(DEVANAGARI);
    expect(r.headers[RENDER_TAGS_HEADER]).toContain('pujas');
  });
});

describe('the read cache per language', () => {
  it('keeps one entry per language, and an edit drops both', async () => {
    const en = await read<Named[]>('/pujas/');
    const hi = await read<Named[]>('/pujas/', HI);
    expect(hi[0]!.title).not.toBe(en[0]!.title);
    expect(readCacheHas(t.db.db, 'en:pujas:featured')).toBe(true);
    expect(readCacheHas(t.db.db, 'hi:pujas:featured')).toBe(true);

    const id = hi[0]!._id;
    const item = (await call(t.app, 'GET', `/api/v1/admin/catalog/pujas/${id}`, { token: operator.token })).body
      .data as {
      item: Json;
    };
    const { id: _id, status: _s, updatedAt: _u, createdAt: _c, slug: _sl, temple: _t, joinedNo: _j, ...form } = item.item;
    expect(form.hi.title).toBe(hi[0]!.title);
    const r = await call(t.app, 'PUT', `/api/v1/admin/catalog/pujas/${id}`, {
      token: operator.token,
      body: { ...form, hi: { ...form.hi, title: 'नया शीर्षक' } },
    });
    expectStatus(r, 200);
    expect(readCacheHas(t.db.db, 'en:pujas:featured')).toBe(false);
    expect(readCacheHas(t.db.db, 'hi:pujas:featured')).toBe(false);
    expect((await read<Named[]>('/pujas/', HI)).find((p) => p._id === id)!.title).toBe('नया शीर्षक');
    expect((await read<Named[]>('/pujas/')).find((p) => p._id === id)!.title).toBe(en[0]!.title);
  });
});

/** The title field and the public read of each entity. */
const TITLE: Record<CatalogEntity, string> = {
  temples: 'name',
  pujas: 'title',
  events: 'name',
  campaigns: 'title',
  products: 'name',
  pandits: 'name',
  streams: 'title',
  prasad: 'title',
};
const PUBLIC: Record<CatalogEntity, (id: string) => string> = {
  temples: (id) => `/temples/${id}`,
  pujas: (id) => `/pujas/${id}`,
  events: (id) => `/chadhava-events/${id}`,
  campaigns: (id) => `/donationcampaigns/${id}`,
  products: (id) => `/products/${id}`,
  pandits: (id) => `/pandits/${id}`,
  streams: (id) => `/livestream/${id}`,
  prasad: (id) => `/prasad/offerings/${id}`,
};
const unwrap = (entity: CatalogEntity, data: Json): Json =>
  ({ temples: data.temple, events: data.event, products: data.product, pandits: data.pandit, prasad: data.offering })[
    entity as string
  ] ?? data;

describe('Hindi from the console', () => {
  for (const entity of CATALOG_ENTITIES) {
    it(`${entity}: saved, shown at once in Hindi, English for every field left out`, async () => {
      const body = sampleForm(entity, templeId);
      const created = await call(t.app, 'POST', `/api/v1/admin/catalog/${entity}`, {
        token: operator.token,
        body: { ...body, status: 'published' },
      });
      expectStatus(created, 201);
      const { item } = created.body.data as { item: { id: string; hi: unknown } };
      expect(item.hi).toEqual({});
      const url = PUBLIC[entity](item.id);
      const field = TITLE[entity];
      // Read (and cached) before the edit.
      expect(unwrap(entity, await read(url, HI))[field]).toBe(body[field]);

      const edited = await call(t.app, 'PUT', `/api/v1/admin/catalog/${entity}/${item.id}`, {
        token: operator.token,
        body: { ...body, hi: { [field]: '  हिंदी शीर्षक  ', description: '' } },
      });
      expectStatus(edited, 200);
      expect((edited.body.data as { item: { hi: unknown } }).item.hi).toEqual({ [field]: 'हिंदी शीर्षक' });
      const hi = unwrap(entity, await read(url, HI));
      expect(hi[field]).toBe('हिंदी शीर्षक');
      if ('description' in body) expect(hi.description).toBe(body.description);
      expect(unwrap(entity, await read(url))[field]).toBe(body[field]);

      // A write without `hi` keeps the stored Hindi.
      expectStatus(
        await call(t.app, 'PUT', `/api/v1/admin/catalog/${entity}/${item.id}`, { token: operator.token, body }),
        200,
      );
      expect(unwrap(entity, await read(url, HI))[field]).toBe('हिंदी शीर्षक');
    });
  }

  it('keeps a list by index: a blank entry and a missing one stay English', async () => {
    const body = sampleForm('products', templeId);
    const created = await call(t.app, 'POST', '/api/v1/admin/catalog/products', {
      token: operator.token,
      body: {
        ...body,
        features: ['Brass', 'Handmade', 'Heavy'],
        status: 'published',
        hi: { features: ['', 'हाथ से बना'] },
      },
    });
    expectStatus(created, 201);
    const id = (created.body.data as { item: { id: string } }).item.id;
    const { product } = await read<{ product: { features: string[] } }>(`/products/${id}`, HI);
    expect(product.features).toEqual(['Brass', 'हाथ से बना', 'Heavy']);
  });

  it('answers 400 for bad Hindi: control characters, too long, not text', async () => {
    const bad: Array<[CatalogEntity, Record<string, unknown>, string]> = [
      ['temples', { name: 'मंदिर\u0007' }, 'hi.name'],
      ['temples', { description: 'अ'.repeat(501) }, 'hi.description'],
      ['pujas', { benefits: [{ title: 'क'.repeat(121) }] }, 'hi.benefits.0.title'],
      ['products', { features: ['ठीक', 5] }, 'hi.features.1'],
      ['pandits', { specialities: ['क'.repeat(81)] }, 'hi.specialities.0'],
    ];
    for (const [entity, hi, path] of bad) {
      const r = await call(t.app, 'POST', `/api/v1/admin/catalog/${entity}`, {
        token: operator.token,
        body: { ...sampleForm(entity, templeId), hi },
      });
      expectStatus(r, 400);
      expect(JSON.stringify(r.body), `${entity} ${path}`).toContain(path);
    }
    const notObject = await call(t.app, 'POST', '/api/v1/admin/catalog/streams', {
      token: operator.token,
      body: { ...sampleForm('streams', templeId), hi: 'हिंदी' },
    });
    expectStatus(notObject, 400);
    const child = await call(t.app, 'POST', '/api/v1/admin/catalog/pujas', {
      token: operator.token,
      body: (() => {
        const b = sampleForm('pujas', templeId) as { packages: Array<Record<string, unknown>> };
        b.packages[0]!.hi = { points: ['ठीक\u0000'] };
        return b;
      })(),
    });
    expectStatus(child, 400);
  });
});
