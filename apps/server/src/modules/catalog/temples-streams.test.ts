import type { Offering, Stream, Temple } from '@sankalp/shared/api/catalog';
import { STREAM_CATEGORIES } from '@sankalp/shared/constants';
import { streamIsLive } from '@sankalp/shared/timing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MISSING_ID, NOW, UUID_RE, expectError, getData, now } from './catalog.test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

describe('GET /temples', () => {
  it('lists at least 12 temples with the full temple shape', async () => {
    const { temples } = await getData<{ temples: Temple[] }>(t.app, '/api/v1/temples');
    expect(temples.length).toBeGreaterThanOrEqual(12);
    for (const temple of temples) {
      expect(temple).toEqual({
        _id: expect.stringMatching(UUID_RE),
        slug: expect.any(String),
        name: expect.any(String),
        location: expect.stringMatching(/^[A-Za-z ]+, [A-Za-z ]+$/),
        deity: expect.any(String),
        description: expect.any(String),
        about: expect.stringContaining('\n\n'),
        image: expect.stringMatching(/^\/art\/temple-[a-z-]+\.svg$/),
      });
      // The card cuts at 120 characters, so every description must be longer.
      expect(temple.description.length).toBeGreaterThan(120);
    }
    expect(temples[0]?.name).toBe('Shri Kashi Vishwanath Temple');
  });

  it('returns one temple by id', async () => {
    const { temples } = await getData<{ temples: Temple[] }>(t.app, '/api/v1/temples');
    const first = temples[0] as Temple;
    const { temple } = await getData<{ temple: Temple }>(t.app, `/api/v1/temples/${first._id}`);
    expect(temple).toEqual(first);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await expectError(t.app, `/api/v1/temples/${MISSING_ID}`, 404, 'Temple not found');
    await expectError(t.app, '/api/v1/temples/kashi', 400, 'Invalid id');
  });
});

describe('GET /offerings', () => {
  it('lists at least 8 offerings in rupees', async () => {
    const { offerings } = await getData<{ offerings: Offering[] }>(t.app, '/api/v1/offerings');
    expect(offerings.length).toBeGreaterThanOrEqual(8);
    expect(offerings.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Gau Seva', 'Deep Daan', 'Anna Seva', 'Vastra Daan']),
    );
    for (const o of offerings) {
      expect(o).toEqual({
        _id: expect.stringMatching(UUID_RE),
        name: expect.any(String),
        description: expect.any(String),
        price: expect.any(Number),
        image: expect.stringMatching(/^\/art\/chadhava-[a-z-]+\.svg$/),
        type: expect.any(String),
      });
    }
    expect(offerings.find((o) => o.name === 'Anna Seva')?.price).toBe(501);
  });
});

describe('GET /livestream', () => {
  let streams: Stream[];
  beforeAll(async () => {
    streams = await getData<Stream[]>(t.app, '/api/v1/livestream');
  });

  it('lists at least 8 streams in all four categories', () => {
    expect(streams.length).toBeGreaterThanOrEqual(8);
    expect(new Set(streams.map((s) => s.category))).toEqual(new Set(STREAM_CATEGORIES));
    for (const s of streams) {
      expect(s._id).toMatch(UUID_RE);
      expect(s.pandit.length).toBeGreaterThan(3);
      expect(s.viewers).toBeGreaterThanOrEqual(240);
      expect(s.viewers).toBeLessThanOrEqual(18_500);
      expect(s.endTime === null || Date.parse(s.endTime) > Date.parse(s.startTime)).toBe(true);
      if (s.video !== null)
        expect(s.video).toMatch(/^\/embed\/darshan\.html\?scene=(aarti|abhishekam|havan|puja)&title=/);
    }
  });

  it('has live and offline streams, live ones first by viewers', () => {
    const live = streams.map((s) => streamIsLive(s.startTime, s.endTime, NOW));
    expect(live.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(live.filter((l) => !l).length).toBeGreaterThanOrEqual(2);
    const firstOffline = live.indexOf(false);
    expect(live.slice(firstOffline).every((l) => !l)).toBe(true);
    const liveViewers = streams.slice(0, firstOffline).map((s) => s.viewers);
    expect(liveViewers).toEqual([...liveViewers].sort((a, b) => b - a));
    // A live stream without an end time, and one that has not started yet.
    expect(streams.some((s, i) => live[i] && s.endTime === null)).toBe(true);
    expect(streams.some((s) => Date.parse(s.startTime) > NOW.getTime())).toBe(true);
  });

  it('links most streams to a temple, some to a plain-text place, and one has no video', () => {
    const linked = streams.filter((s) => typeof s.temple === 'object');
    const plain = streams.filter((s) => typeof s.temple === 'string');
    expect(linked.length).toBeGreaterThan(plain.length);
    expect(plain.map((s) => s.temple)).toContain('Har Ki Pauri, Haridwar');
    expect(linked[0]?.temple).toMatchObject({
      _id: expect.stringMatching(UUID_RE),
      name: expect.any(String),
      location: expect.any(String),
    });
    expect(streams.filter((s) => s.video === null)).toHaveLength(1);
    expect(streams.some((s) => s.viewers >= 1000)).toBe(true);
  });

  it('returns one stream by id, 404 for an unknown id and 400 for a malformed one', async () => {
    const first = streams[0] as Stream;
    expect(await getData<Stream>(t.app, `/api/v1/livestream/${first._id}`)).toEqual(first);
    await expectError(t.app, `/api/v1/livestream/${MISSING_ID}`, 404, 'Stream not found');
    await expectError(t.app, '/api/v1/livestream/live-1', 400, 'Invalid id');
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('/api/v1/nope') });
  });
});
