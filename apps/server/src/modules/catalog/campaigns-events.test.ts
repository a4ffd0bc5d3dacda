import { istDayNumber, istDayStart } from '@sankalp/shared/calendar';
import type { Campaign, ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { CAMPAIGN_CATEGORIES } from '@sankalp/shared/constants';
import { eventDateFilter, eventState, isPastDate } from '@sankalp/shared/timing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MISSING_ID, NOW, UUID_RE, expectError, getData, getJson, now } from './catalog.test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

describe('GET /donationcampaigns', () => {
  let campaigns: Campaign[];
  beforeAll(async () => {
    campaigns = await getData<Campaign[]>(t.app, '/api/v1/donationcampaigns');
  });

  it('lists campaigns of all four categories with sevas and benefits in rupees', () => {
    expect(campaigns).toHaveLength(8);
    expect(new Set(campaigns.map((c) => c.category))).toEqual(new Set(CAMPAIGN_CATEGORIES));
    for (const c of campaigns) {
      expect(c._id).toMatch(UUID_RE);
      expect(c.slug).toBe(c.title.toLowerCase().replace(/\s+/g, '-'));
      expect(c.img).toBe(c.images[0]);
      expect(c.images.length).toBeGreaterThanOrEqual(2);
      expect(c.story.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(c.totalamount).toBeGreaterThan(0);
      expect(c.raised_amount).toBeGreaterThan(0);
      expect(Number.isInteger(c.totalparticipants)).toBe(true);
      expect(c.sevas.length).toBeGreaterThanOrEqual(3);
      expect(c.sevas.length).toBeLessThanOrEqual(5);
      expect(c.sevas[0]).toEqual({
        _id: expect.stringMatching(UUID_RE),
        title: expect.any(String),
        description: expect.any(String),
        price: expect.any(Number),
        img: expect.stringMatching(/^\/art\/seva-[a-z-]+\.svg$/),
      });
      expect(c.benefits.length).toBeGreaterThanOrEqual(3);
      expect(c.benefits[0]).toEqual({ heading: expect.any(String), description: expect.any(String) });
      expect(c.donorAvatars.length).toBeGreaterThanOrEqual(2);
      expect(c.donorAvatars.length).toBeLessThanOrEqual(6);
    }
    // Progress caps at 100 % on the web: one campaign has passed its goal.
    expect(campaigns.some((c) => c.raised_amount > c.totalamount)).toBe(true);
  });

  it.each(CAMPAIGN_CATEGORIES)('filters by category %s', async (category) => {
    const list = await getData<Campaign[]>(t.app, `/api/v1/donationcampaigns/category/${category}`);
    expect(list).toHaveLength(2);
    expect(list.every((c) => c.category === category)).toBe(true);
    expect(list).toEqual(campaigns.filter((c) => c.category === category));
  });

  it('answers 400 with the allowed values for a bad category', async () => {
    const body = await expectError(t.app, '/api/v1/donationcampaigns/category/temples', 400);
    expect(body.message).toContain('annadaan, gau_seva, temple_renovation, social_activity');
  });

  it('returns one campaign by id and by name (slug, upper case, %-encoded title)', async () => {
    const first = campaigns[0] as Campaign;
    expect(await getData<Campaign>(t.app, `/api/v1/donationcampaigns/${first._id}`)).toEqual(first);
    for (const name of [first.slug, first.slug.toUpperCase(), encodeURIComponent(first.title)]) {
      expect(await getData<Campaign>(t.app, `/api/v1/donationcampaigns/donationByname/${name}`)).toEqual(first);
    }
  });

  it('answers 404 for an unknown id or name and 400 for a malformed id', async () => {
    await expectError(t.app, `/api/v1/donationcampaigns/${MISSING_ID}`, 404, 'Campaign not found');
    await expectError(t.app, '/api/v1/donationcampaigns/donationByname/feed-the-moon', 404, 'Campaign not found');
    await expectError(t.app, '/api/v1/donationcampaigns/annadaan-1', 400, 'Invalid id');
  });
});

describe('GET /chadhava-events/upcoming', () => {
  let events: ChadhavaEvent[];
  beforeAll(async () => {
    const { status, body } = await getJson(t.app, '/api/v1/chadhava-events/upcoming');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: 'success', message: expect.any(String) });
    events = (body.data as { events: ChadhavaEvent[] }).events;
  });

  it('lists the events to come by date, then those of the last 7 days, the most recent first', () => {
    expect(events.length).toBeGreaterThanOrEqual(6);
    const dates = events.map((e) => Date.parse(e.date));
    const today = istDayStart(istDayNumber(NOW.getTime()));
    const coming = dates.filter((d) => d >= today);
    const past = dates.filter((d) => d < today);
    expect(dates).toEqual([...coming, ...past]);
    expect(coming).toEqual([...coming].sort((a, b) => a - b));
    expect(past).toEqual([...past].sort((a, b) => b - a));
    expect(dates.every((d) => d >= NOW.getTime() - 7 * 86_400_000)).toBe(true);
  });

  it('gives every event its temple, slots, prices in rupees and typed offerings', () => {
    for (const e of events) {
      expect(e._id).toMatch(UUID_RE);
      expect(e.temple).toMatchObject({
        _id: expect.stringMatching(UUID_RE),
        name: expect.any(String),
        location: expect.any(String),
        image: expect.any(String),
      });
      expect(e.about.length).toBeGreaterThan(200);
      expect(e.images.length).toBeGreaterThanOrEqual(1);
      expect(e.availableSlots).toBe(
        e.maxParticipants === null ? null : Math.max(0, e.maxParticipants - e.currentParticipants),
      );
      expect(e.basePrice === 0 || (e.basePrice >= 101 && e.basePrice <= 501)).toBe(true);
      expect(e.offerings.length).toBeGreaterThanOrEqual(4);
      expect(e.offerings.length).toBeLessThanOrEqual(8);
      for (const o of e.offerings) expect(o.type.length).toBeGreaterThan(0);
    }
    const offerings = events.flatMap((e) => e.offerings);
    expect(offerings.some((o) => o.type === 'Other')).toBe(true);
    expect(offerings.some((o) => o.description.length > 100)).toBe(true);
  });

  it('covers nearly full, full, past, unlimited and free events', () => {
    const states = events.map((e) => eventState(e, NOW));
    expect(states).toContain('full');
    expect(states).toContain('closed');
    expect(events.some((e) => isPastDate(e.date, NOW))).toBe(true);
    expect(events.some((e) => e.availableSlots !== null && e.availableSlots > 0 && e.availableSlots <= 2)).toBe(true);
    expect(events.some((e) => e.maxParticipants === null)).toBe(true);
    expect(events.some((e) => e.basePrice === 0)).toBe(true);
  });

  it('has an event later today and one tomorrow (IST days, as the date filters count them)', () => {
    expect(events.some((e) => eventDateFilter(e.date, 'today', NOW) && Date.parse(e.date) > NOW.getTime())).toBe(true);
    expect(events.some((e) => eventDateFilter(e.date, 'tomorrow', NOW))).toBe(true);
  });

  it('returns one event by id and by name (slug, upper case, %-encoded name)', async () => {
    const first = events[0] as ChadhavaEvent;
    expect((await getData<{ event: ChadhavaEvent }>(t.app, `/api/v1/chadhava-events/${first._id}`)).event).toEqual(
      first,
    );
    for (const name of [first.slug, first.slug.toUpperCase(), encodeURIComponent(first.name)]) {
      const { event } = await getData<{ event: ChadhavaEvent }>(
        t.app,
        `/api/v1/chadhava-events/getChadhavaEventByName/${name}`,
      );
      expect(event).toEqual(first);
    }
  });

  it('answers 404 for an unknown id or name and 400 for a malformed id', async () => {
    await expectError(t.app, `/api/v1/chadhava-events/${MISSING_ID}`, 404, 'Event not found');
    await expectError(t.app, '/api/v1/chadhava-events/getChadhavaEventByName/diwali-on-mars', 404, 'Event not found');
    await expectError(t.app, '/api/v1/chadhava-events/42', 400, 'Invalid id');
  });
});
