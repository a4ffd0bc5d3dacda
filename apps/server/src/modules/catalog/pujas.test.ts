import type { Puja, PujaDetail } from '@sankalp/shared/api/catalog';
import { pujaStatus } from '@sankalp/shared/timing';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pujas as pujasTable } from '../../db/schema/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invalidateCatalogCache } from './catalog.service';
import { MISSING_ID, NOW, UUID_RE, expectError, getData, now } from './catalog.test-utils';

let t: TestApp;
let all: Puja[];

beforeAll(async () => {
  t = await createTestApp({ now });
  all = await getData<Puja[]>(t.app, '/api/v1/pujas/all');
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('GET /pujas/all', () => {
  it('answers brotli or gzip to a client that accepts it, with the same JSON', async () => {
    const plain = await t.app.inject({ url: '/api/v1/pujas/all' });
    const br = await t.app.inject({ url: '/api/v1/pujas/all', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const zipped = await t.app.inject({ url: '/api/v1/pujas/all', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('lists the open and upcoming pujas by start time, then the recently closed, latest end first', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    const open = all.filter((p) => Date.parse(p.endTime) > NOW.getTime());
    const closed = all.slice(open.length);
    expect(all.slice(0, open.length)).toEqual(open);
    const starts = open.map((p) => Date.parse(p.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const ends = closed.map((p) => Date.parse(p.endTime));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    for (const end of ends) expect(NOW.getTime() - end).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('gives every puja the list shape, with its temple and four packages in rupees', () => {
    for (const p of all) {
      expect(p._id).toMatch(UUID_RE);
      expect(p.id).toBe(p._id);
      expect(p.slug).toBe(p.title.toLowerCase().replace(/\s+/g, '-'));
      expect(p.temple).toMatchObject({
        _id: expect.stringMatching(UUID_RE),
        name: expect.any(String),
        location: expect.any(String),
      });
      expect(p.image).toMatch(/^\/art\/puja-[a-z-]+\.svg$/);
      expect(p.aboutPujaCard.length).toBeGreaterThanOrEqual(4);
      expect(p.aboutPujaCard.length).toBeLessThanOrEqual(6);
      expect(p.rating).toBeGreaterThanOrEqual(4.7);
      expect(p.rating).toBeLessThanOrEqual(4.9);
      for (const key of ['tag', 'tithi', 'occasion', 'description'] as const) expect(p[key].length).toBeGreaterThan(3);
      expect(Number.isInteger(p.joinedNo)).toBe(true);
      expect(p.benefitsOfPuja.length).toBeGreaterThanOrEqual(3);
      expect(p.benefitsOfPuja[0]).toEqual({ title: expect.any(String), description: expect.any(String) });
      expect(p.waysToParticipate.map((w) => w.numberOfPeople)).toEqual([1, 2, 4, 6]);
      const prices = p.waysToParticipate.map((w) => w.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices[0]).toBeGreaterThanOrEqual(500);
      expect(prices[0]).toBeLessThan(2000);
      for (const w of p.waysToParticipate) {
        expect(w.pointsOfDescription.length).toBeGreaterThanOrEqual(3);
        expect(w.pointsOfDescription.length).toBeLessThanOrEqual(5);
        expect(w.img).toMatch(/^\/art\/package-(single|couple|family|joint-family)\.svg$/);
      }
      expect(Date.parse(p.startTime)).toBeLessThan(Date.parse(p.endTime));
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
      // Detail-only fields stay out of the list.
      expect(p).not.toHaveProperty('aboutTemple');
      expect(p).not.toHaveProperty('chadhavaPooja');
    }
  });

  it('has upcoming (one within the hour), live and closed pujas across many states', () => {
    const status = all.map((p) => pujaStatus(p.startTime, p.endTime, NOW));
    expect(status.filter((s) => s === 'upcoming').length).toBeGreaterThanOrEqual(8);
    expect(status.filter((s) => s === 'live').length).toBeGreaterThanOrEqual(2);
    expect(status.filter((s) => s === 'closed').length).toBeGreaterThanOrEqual(1);
    expect(
      all.some((p) => Date.parse(p.startTime) > NOW.getTime() && Date.parse(p.startTime) - NOW.getTime() <= HOUR),
    ).toBe(true);
    const states = new Set(all.map((p) => p.temple.location.split(', ').at(-1)));
    expect(states.size).toBeGreaterThanOrEqual(8);
  });

  it('answers JSON with the success envelope', async () => {
    const res = await t.app.inject({ url: '/api/v1/pujas/all' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
  });
});

describe('GET /pujas/ (featured)', () => {
  it('returns the 3 pujas with the highest joinedNo, highest first', async () => {
    const featured = await getData<Puja[]>(t.app, '/api/v1/pujas/');
    const open = all.filter((p) => Date.parse(p.endTime) > NOW.getTime());
    const expected = [...open].sort((a, b) => b.joinedNo - a.joinedNo).slice(0, 3);
    expect(featured.map((p) => p.title)).toEqual(expected.map((p) => p.title));
    expect(featured.map((p) => p.title)).toEqual([
      'Rudrabhishek Puja',
      'Maha Mrityunjaya Jaap',
      'Kaal Sarp Dosh Nivaran Puja',
    ]);
  });

  it('reflects a joinedNo change once the catalog cache is invalidated', async () => {
    const open = all.filter((p) => Date.parse(p.endTime) > NOW.getTime());
    const last = [...open].sort((a, b) => a.joinedNo - b.joinedNo)[0] as Puja;
    await t.db.db.update(pujasTable).set({ joinedNo: 99_999 }).where(eq(pujasTable.id, last._id));
    invalidateCatalogCache(t.db.db);
    const featured = await getData<Puja[]>(t.app, '/api/v1/pujas/');
    expect(featured[0]?._id).toBe(last._id);
    await t.db.db.update(pujasTable).set({ joinedNo: last.joinedNo }).where(eq(pujasTable.id, last._id));
    invalidateCatalogCache(t.db.db);
  });
});

describe('GET /pujas/:id', () => {
  it('returns the detail: list fields plus aboutTemple, chadhavaPooja, type and duration', async () => {
    const first = all[0] as Puja;
    const detail = await getData<PujaDetail>(t.app, `/api/v1/pujas/${first._id}`);
    expect(detail).toMatchObject({
      ...first,
      aboutTemple: expect.any(String),
      type: expect.any(String),
      duration: expect.any(String),
    });
    expect(detail.chadhavaPooja.length).toBeGreaterThanOrEqual(4);
    expect(detail.chadhavaPooja.length).toBeLessThanOrEqual(6);
    for (const item of detail.chadhavaPooja) {
      expect(item).toEqual({
        _id: expect.stringMatching(UUID_RE),
        title: expect.any(String),
        price: expect.any(Number),
        image: expect.stringMatching(/^\/art\/chadhava-[a-z-]+\.svg$/),
        description: expect.any(String),
      });
      expect(item.price).toBeGreaterThanOrEqual(51);
      expect(item.price).toBeLessThanOrEqual(1100);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await expectError(t.app, `/api/v1/pujas/${MISSING_ID}`, 404, 'Puja not found');
    await expectError(t.app, '/api/v1/pujas/12345', 400, 'Invalid id');
  });
});

describe('GET /pujas/pujaByname/:name', () => {
  it.each([
    ['the slug', 'rudrabhishek-puja'],
    ['the slug in upper case', 'RUDRABHISHEK-PUJA'],
    ['the %-encoded title', 'Rudrabhishek%20Puja'],
    ['the %-encoded slug', '%72udrabhishek-puja'],
  ])('finds a puja by %s', async (_label, name) => {
    const puja = await getData<PujaDetail>(t.app, `/api/v1/pujas/pujaByname/${name}`);
    expect(puja.title).toBe('Rudrabhishek Puja');
    expect(puja.chadhavaPooja.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown name', async () => {
    await expectError(t.app, '/api/v1/pujas/pujaByname/no-such-puja', 404, 'Puja not found');
  });
});
