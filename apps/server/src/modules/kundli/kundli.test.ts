import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayPanchang, Kundli, Place } from '@sankalp/shared/api/kundli';
import { KUNDLI_ERRORS } from '@sankalp/shared/schemas/kundli';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus } from '../auth/auth.test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const birth = {
  name: 'Meera Sharma',
  dateOfBirth: '1990-05-15',
  timeOfBirth: '10:30',
  latitude: 25.3176,
  longitude: 82.9739,
  place: 'Varanasi, Uttar Pradesh',
  timezone: 'Asia/Kolkata',
};
const postKundli = (body: unknown) => call(t.app, 'POST', '/api/v1/kundli', { body });

describe('POST /kundli', () => {
  it('returns the chart, dasha and birth panchang', async () => {
    const r = await postKundli(birth);
    expectStatus(r, 200);
    expect(r.body).toMatchObject({ success: true, message: 'Kundli generated successfully' });
    const k = r.body.data as Kundli;
    expect(k.birth).toMatchObject({ local: '1990-05-15T10:30:00+05:30', utc: '1990-05-15T05:00:00.000Z' });
    expect(k.ayanamsa).toBeCloseTo(23.7258, 3);
    expect(k.lagna).toMatchObject({ sign: 4, nakshatra: 8 }); // Karka lagna, Pushya
    expect(k.planets.map((p) => p.name)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    const by = Object.fromEntries(k.planets.map((p) => [p.name, p]));
    expect(by.Sun).toMatchObject({ sign: 2, house: 11, retrograde: false });
    expect(by.Mercury!.retrograde).toBe(true); // Mercury was retrograde in mid-May 1990
    expect(by.Rahu).toMatchObject({ sign: 10, retrograde: true });
    expect(Math.abs(by.Ketu!.longitude - by.Rahu!.longitude)).toBeCloseTo(180, 6);
    for (const p of k.planets) expect(p.house).toBe(((p.sign - k.lagna.sign + 12) % 12) + 1);
    expect(k.dasha.mahadashas).toHaveLength(9);
    expect(k.dasha.mahadashas[0]!.antardashas).toHaveLength(9);
    expect(k.panchang).toMatchObject({ tithi: 20, paksha: 'Krishna', vara: 2, varaName: 'Mangalavara' });
    expect(k.panchang.sunrise).toMatch(/^1990-05-15T05:\d\d:\d\d\+05:30$/);
  });

  it('accepts an explicit UTC offset instead of a zone, and coordinates as decimal text', async () => {
    const { timezone: _tz, ...rest } = birth;
    const r = await postKundli({ ...rest, utcOffsetMinutes: 330, latitude: '25.3176', longitude: '82.9739' });
    expectStatus(r, 200);
    expect((r.body.data as Kundli).birth.utc).toBe('1990-05-15T05:00:00.000Z');
  });

  it('works at high latitudes and in the southern hemisphere', async () => {
    for (const place of [
      { latitude: 60.17, longitude: 24.94, timezone: 'Europe/Helsinki' },
      { latitude: -33.87, longitude: 151.21, timezone: 'Australia/Sydney' },
      { latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen' },
    ]) {
      expectStatus(await postKundli({ ...birth, ...place, dateOfBirth: '2000-06-21' }), 200);
    }
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['a missing date', { dateOfBirth: undefined }, 'dateOfBirth', KUNDLI_ERRORS.date],
    ['31 February', { dateOfBirth: '2001-02-31' }, 'dateOfBirth', KUNDLI_ERRORS.dateReal],
    ['29 February 1900', { dateOfBirth: '1900-02-29' }, 'dateOfBirth', KUNDLI_ERRORS.dateReal],
    ['month 13', { dateOfBirth: '2001-13-01' }, 'dateOfBirth', KUNDLI_ERRORS.dateReal],
    ['a date before 1900', { dateOfBirth: '1899-12-31' }, 'dateOfBirth', KUNDLI_ERRORS.dateRange],
    ['a date after 2100', { dateOfBirth: '2101-01-01' }, 'dateOfBirth', KUNDLI_ERRORS.dateRange],
    ['a date in another format', { dateOfBirth: '15/05/1990' }, 'dateOfBirth', KUNDLI_ERRORS.date],
    ['hour 24', { timeOfBirth: '24:00' }, 'timeOfBirth', KUNDLI_ERRORS.time],
    ['minute 60', { timeOfBirth: '10:60' }, 'timeOfBirth', KUNDLI_ERRORS.time],
    ['a time without minutes', { timeOfBirth: '10' }, 'timeOfBirth', KUNDLI_ERRORS.time],
    ['latitude 90.5', { latitude: 90.5 }, 'latitude', KUNDLI_ERRORS.latitude],
    ['latitude −91', { latitude: -91 }, 'latitude', KUNDLI_ERRORS.latitude],
    ['longitude 180.01', { longitude: 180.01 }, 'longitude', KUNDLI_ERRORS.longitude],
    ['an exponent coordinate', { latitude: '2.5e1' }, 'latitude', KUNDLI_ERRORS.latitude],
    ['a text coordinate', { longitude: 'east' }, 'longitude', KUNDLI_ERRORS.longitude],
    ['a null coordinate', { latitude: null }, 'latitude', KUNDLI_ERRORS.latitude],
    ['offset −12:01', { timezone: undefined, utcOffsetMinutes: -721 }, 'utcOffsetMinutes', KUNDLI_ERRORS.offset],
    ['offset +14:01', { timezone: undefined, utcOffsetMinutes: 841 }, 'utcOffsetMinutes', KUNDLI_ERRORS.offset],
    ['a fractional offset', { timezone: undefined, utcOffsetMinutes: 330.5 }, 'utcOffsetMinutes', KUNDLI_ERRORS.offset],
    ['no zone and no offset', { timezone: undefined }, 'timezone', KUNDLI_ERRORS.zoneMissing],
    ['both a zone and an offset', { utcOffsetMinutes: 330 }, 'utcOffsetMinutes', KUNDLI_ERRORS.zoneBoth],
    ['an unknown zone', { timezone: 'Asia/Atlantis' }, 'timezone', KUNDLI_ERRORS.timezone],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', KUNDLI_ERRORS.nameLong],
    ['a huge name', { name: 'a'.repeat(200_000) }, 'name', KUNDLI_ERRORS.nameLong],
    ['a blank name', { name: '   ' }, 'name', KUNDLI_ERRORS.name],
    ['a name with a control character', { name: 'Meera\u0000Sharma' }, 'name', KUNDLI_ERRORS.control],
    ['a place over 100 characters', { place: 'p'.repeat(101) }, 'place', KUNDLI_ERRORS.placeLong],
    ['a place with a line break', { place: 'Varanasi\nUP' }, 'place', KUNDLI_ERRORS.control],
  ];

  it.each(bad)('refuses %s with 400 and the field message', async (_what, change, field, message) => {
    const r = await postKundli({ ...birth, ...change });
    expectStatus(r, 400);
    expect(r.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect((r.body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it('refuses a body that is not an object, or not JSON, without a 500', async () => {
    expectStatus(await postKundli([birth]), 400);
    expectStatus(await postKundli('hello'), 415); // sent as text/plain
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kundli',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('GET /panchang', () => {
  const url = (q: Record<string, string>) => `/api/v1/panchang?${new URLSearchParams(q)}`;
  const varanasi = { date: '2024-04-23', latitude: '25.3176', longitude: '82.9739', timezone: 'Asia/Kolkata' };

  it("returns the day's panchang with end times, Rahu kaal and months", async () => {
    const r = await call(t.app, 'GET', url(varanasi));
    expectStatus(r, 200);
    const p = r.body.data as DayPanchang;
    expect(p).toMatchObject({ date: '2024-04-23', vara: 2, varaName: 'Mangalavara' });
    expect(p.tithis[0]).toMatchObject({ number: 15, name: 'Purnima' });
    expect(p.nakshatras[0]!.name).toBe('Chitra');
    expect(p.karanas.length).toBeGreaterThanOrEqual(2);
    // Tuesday: the 7th eighth of the daytime.
    const day = Date.parse(p.sunset!) - Date.parse(p.sunrise!);
    expect(Date.parse(p.rahuKaal!.start) - Date.parse(p.sunrise!)).toBeCloseTo((6 / 8) * day, -4);
    expect(p.month).toEqual({
      amanta: { number: 1, name: 'Chaitra', adhika: false },
      purnimanta: { number: 1, name: 'Chaitra', adhika: false },
    });
  });

  it('answers where the Sun does not rise (Svalbard in December) without Rahu kaal', async () => {
    const r = await call(
      t.app,
      'GET',
      url({ date: '2024-12-21', latitude: '78.22', longitude: '15.65', timezone: 'Arctic/Longyearbyen' }),
    );
    expectStatus(r, 200);
    const p = r.body.data as DayPanchang;
    expect(p.sunrise).toBeNull();
    expect(p.rahuKaal).toBeNull();
    expect(p.tithis.length).toBeGreaterThan(0);
  });

  it.each([
    ['an impossible date', { date: '2023-02-29' }, 'date'],
    ['a date out of range', { date: '2101-01-01' }, 'date'],
    ['a latitude out of range', { latitude: '95' }, 'latitude'],
    ['an exponent longitude', { longitude: '1e2' }, 'longitude'],
    ['a missing zone', { timezone: '' }, 'timezone'],
    ['an unknown zone', { timezone: '../../etc/passwd' }, 'timezone'],
  ])('refuses %s with 400', async (_what, change, field) => {
    const r = await call(t.app, 'GET', url({ ...varanasi, ...change }));
    expectStatus(r, 400);
    expect(Object.keys((r.body as { errors: Record<string, string> }).errors)).toContain(field);
  });

  it('refuses repeated parameters and a missing query with 400', async () => {
    expectStatus(await call(t.app, 'GET', `${url(varanasi)}&date=2024-04-24`), 400);
    expectStatus(await call(t.app, 'GET', '/api/v1/panchang'), 400);
  });
});

describe('GET /places', () => {
  const search = (q: string, extra = '') => call(t.app, 'GET', `/api/v1/places?q=${encodeURIComponent(q)}${extra}`);

  it('finds Indian towns by prefix, with state and IANA zone', async () => {
    const r = await search('varan');
    expectStatus(r, 200);
    const places = (r.body.data as { places: Place[] }).places;
    expect(places[0]).toMatchObject({
      name: 'Varanasi',
      region: 'Uttar Pradesh',
      country: 'IN',
      timezone: 'Asia/Kolkata',
    });
    expect(places[0]!.latitude).toBeCloseTo(25.3, 1);
  });

  it('covers small district headquarters and the world, ignoring case and diacritics', async () => {
    const names = async (q: string) =>
      ((await search(q)).body.data as { places: Place[] }).places.map((p) => `${p.name}|${p.country}|${p.timezone}`);
    expect(await names('Leh')).toContain('Leh|IN|Asia/Kolkata');
    expect(await names('Gangtok')).toContain('Gangtok|IN|Asia/Kolkata');
    expect((await names('london'))[0]).toBe('London|GB|Europe/London');
    expect(await names('sao paulo')).toContain('São Paulo|BR|America/Sao_Paulo');
    expect((await names('reykjav'))[0]).toBe('Reykjavík|IS|Atlantic/Reykjavik');
  });

  it('finds the shrine towns GeoNames leaves out, at the temple (scripts/kundli-reference SHRINE_TOWNS)', async () => {
    const find = async (q: string) =>
      ((await search(q)).body.data as { places: Place[] }).places.find((p) => p.name === q && p.country === 'IN');
    for (const [name, region, lat, lon] of [
      ['Kedarnath', 'Uttarakhand', 30.735, 79.067],
      ['Badrinath', 'Uttarakhand', 30.744, 79.493],
      ['Gangotri', 'Uttarakhand', 30.995, 78.94],
      ['Yamunotri', 'Uttarakhand', 31.014, 78.46],
      ['Somnath', 'Gujarat', 20.888, 70.401],
      ['Amarnath', 'Jammu and Kashmir', 34.215, 75.501],
    ] as const) {
      const place = await find(name);
      expect(place, name).toMatchObject({ region, timezone: 'Asia/Kolkata' });
      expect(place!.latitude, name).toBeCloseTo(lat, 2);
      expect(place!.longitude, name).toBeCloseTo(lon, 2);
    }
  });

  it('finds renamed towns by their former names, and prefers Indian places of similar size', async () => {
    const first = async (q: string) => ((await search(q)).body.data as { places: Place[] }).places[0];
    expect(await first('gurgaon')).toMatchObject({ name: 'Gurugram', region: 'Haryana' });
    expect(await first('Allahabad')).toMatchObject({ name: 'Prayagraj', region: 'Uttar Pradesh' });
    expect(await first('kan')).toMatchObject({ name: 'Kanpur', country: 'IN' });
    expect(await first('kochi')).toMatchObject({ name: 'Kochi', country: 'IN' });
  });

  it('narrows by region after a comma and honours the limit', async () => {
    const r = await search('London, Ontario', '&limit=3');
    const places = (r.body.data as { places: Place[] }).places;
    expect(places[0]).toMatchObject({ name: 'London', region: 'Ontario', country: 'CA' });
    expect((await search('s', '&limit=20')).body.data).toMatchObject({ places: expect.any(Array) });
    expect(((await search('s', '&limit=20')).body.data as { places: Place[] }).places).toHaveLength(20);
    expect(((await search('zzzzqq')).body.data as { places: Place[] }).places).toEqual([]);
  });

  it.each([
    ['an empty query', ''],
    ['a query over 100 characters', 'x'.repeat(101)],
    ['a control character', 'Var\u0001anasi'],
  ])('refuses %s with 400', async (_what, q) => {
    expectStatus(await search(q), 400);
  });

  it('refuses a bad limit with 400', async () => {
    expectStatus(await search('del', '&limit=0'), 400);
    expectStatus(await search('del', '&limit=1e1'), 400);
    expectStatus(await search('del', '&limit=21'), 400);
  });
});
