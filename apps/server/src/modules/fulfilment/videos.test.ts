import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMedia } from '@sankalp/shared/api/admin-media';
import type { UploadedVideo } from '@sankalp/shared/api/admin-fulfilment';
import { promises, videos } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, DAY, expectStatus, fakeClock } from '../auth/auth.test-utils';
import { insertFixture } from '../bookings/bookings.test-utils';
import { grant, makeStaff, type TwoFactorUser } from '../admin/admin.test-utils';
import { pujaBooking } from '../admin/bookings/admin-bookings.test-utils';
import { multipartFile, testDataDir, TINY_PNG } from '../media/media.test-utils';
import { givePromises, mp4Bytes, promiseRow, templeOfPuja, videoUpload, webmBytes } from './fulfilment.test-utils';
import { promiseViewsOf } from './promises.views';
import { signVideoQuery } from './video-urls';
import { parseRange, sniffVideoType } from './videos.service';

// Puja videos (issue 10): uploaded as a stream, typed by their bytes, attached to a puja's
// devotees, served by signed address with byte ranges.

const clock = fakeClock();
let t: TestApp;
let admin: TwoFactorUser;
const bytes = webmBytes(10_000);
let video: UploadedVideo;

const upload = async (body: Buffer, name?: string, type?: string) => {
  const { payload, headers } = videoUpload(body, name, type);
  return call(t.app, 'POST', '/api/v1/admin/fulfilment/videos', { token: admin.token, body: payload, headers });
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const signed = (id: string, extra = '') =>
  `/api/v1/videos/${id}?${signVideoQuery(t.app.ctx.secrets.videoUrlKey, id, clock.now())}${extra}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now, env: { DATA_DIR: testDataDir() } });
  admin = await makeStaff(t, [grant('admin')], { now: clock.now() });
});
afterAll(() => t?.close());

describe('the type comes from the bytes', () => {
  it('knows MP4 and WebM heads and nothing else', () => {
    expect(sniffVideoType(mp4Bytes(64))).toBe('video/mp4');
    expect(sniffVideoType(webmBytes(64))).toBe('video/webm');
    expect(sniffVideoType(TINY_PNG)).toBeNull();
    expect(sniffVideoType(Buffer.from('ftyp but not at byte four'))).toBeNull();
  });
});

describe('upload', () => {
  it('stores an MP4 or WebM (201) and refuses anything else by its bytes, whatever its name (415)', async () => {
    const r = await upload(bytes);
    expectStatus(r, 201);
    video = (r.body.data as { video: UploadedVideo }).video;
    expect(video).toMatchObject({ contentType: 'video/webm', bytes: bytes.length });
    const [row] = await t.db.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row).toMatchObject({ storageKey: `videos/${video.id}.webm`, uploadedBy: admin.id });
    expectStatus(await upload(mp4Bytes(3000), 'clip.bin', 'application/octet-stream'), 201);
    const fake = await upload(Buffer.from('just text, named like a video'.repeat(10)), 'puja.mp4', 'video/mp4');
    expectStatus(fake, 415);
    expect(fake.body.code).toBe('unsupported_video');
    const none = multipartFile(Buffer.alloc(0), { filename: 'empty.mp4', contentType: 'video/mp4' });
    expectStatus(
      await call(t.app, 'POST', '/api/v1/admin/fulfilment/videos', {
        token: admin.token,
        body: none.payload,
        headers: none.headers,
      }),
      400,
    );
  });
});

describe('playback', () => {
  it('serves the whole file with Accept-Ranges, private caching and a download name on ?download=1', async () => {
    const r = await get(signed(video.id));
    expect(r.statusCode).toBe(200);
    expect(r.headers['accept-ranges']).toBe('bytes');
    expect(r.headers['content-type']).toBe('video/webm');
    expect(r.headers['cache-control']).toMatch(/^private/);
    expect(r.rawPayload.equals(bytes)).toBe(true);
    const d = await get(signed(video.id, '&download=1'));
    expect(d.headers['content-disposition']).toMatch(/^attachment; filename="puja-video-.*\.webm"$/);
  });

  it('answers byte ranges: the first bytes, a middle range, a suffix; 416 past the end', async () => {
    const first = await get(signed(video.id), { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(first.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    const middle = await get(signed(video.id), { range: 'bytes=5000-5999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload.equals(bytes.subarray(5000, 6000))).toBe(true);
    const suffix = await get(signed(video.id), { range: 'bytes=-100' });
    expect(suffix.headers['content-range']).toBe(`bytes ${bytes.length - 100}-${bytes.length - 1}/${bytes.length}`);
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    const open = await get(signed(video.id), { range: `bytes=${bytes.length - 5}-` });
    expect(open.rawPayload.length).toBe(5);
    const past = await get(signed(video.id), { range: `bytes=${bytes.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(past.json().code).toBe('range_not_satisfiable');
  });

  it('parses ranges as RFC 9110 says', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('bytes=5-2', 100)).toBe('unsatisfiable');
    expect(parseRange('items=0-1', 100)).toBe('unsatisfiable');
  });

  it('is 403 without a good signature or after it expires, 404 for an unknown id', async () => {
    const noSig = await get(`/api/v1/videos/${video.id}`);
    expect(noSig.statusCode).toBe(403);
    expect(noSig.json().code).toBe('forbidden');
    expect((await get(signed(video.id).replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403);
    // Another video's signature does not open this one.
    const other = randomUUID();
    expect((await get(signed(other).replace(other, video.id))).statusCode).toBe(403);
    expect((await get(signed(other))).statusCode).toBe(404);
    expect((await get('/api/v1/videos/not-a-uuid')).statusCode).toBe(404);
    const url = signed(video.id);
    clock.advance(2 * DAY);
    expect((await get(url)).statusCode).toBe(403);
    admin = await makeStaff(t, [grant('admin')], { now: clock.now() });
  });
});

describe('attached to a puja', () => {
  it('keeps every devotee’s video promise with the poster; the booking read carries signed addresses that play', async () => {
    const fx = await insertFixture(t.db.db, clock.now());
    // The fixture's puja is two days on: its IST date names the group.
    const pujaDay = new Date(clock.now().getTime() + 2 * DAY + 19_800_000).toISOString().slice(0, 10);
    const templeId = await templeOfPuja(t.db.db, fx.pujaId);
    const booked = await pujaBooking(t, fx, {
      full_name: 'Kamala Devi',
      email: 'kamala@example.in',
      phone: '9000000011',
    });
    const ids = await givePromises(
      t.db.db,
      'puja_booking',
      booked.id,
      [{ type: 'puja_video', dueAt: new Date(clock.now().getTime() + 7 * DAY), templeId }],
      clock.now(),
    );
    const img = multipartFile(TINY_PNG, { filename: 'poster.png', contentType: 'image/png' });
    const m = await call(t.app, 'POST', '/api/v1/admin/media', {
      token: admin.token,
      body: img.payload,
      headers: img.headers,
    });
    const poster = (m.body.data as { media: AdminMedia }).media.url;
    // Without a poster yet: the read gives the video and no poster address (it would be a 404).
    const bare = await call(t.app, 'POST', '/api/v1/admin/fulfilment/video', {
      token: admin.token,
      body: { promiseIds: [ids.puja_video], videoId: video.id },
    });
    expectStatus(bare, 200);
    const before = (await promiseViewsOf(t.app.ctx, 'puja_booking', [booked.id]))
      .get(booked.id)!
      .find((v) => v.kind === 'puja_video')!.evidence!;
    expect(before.videoUrl).toContain(video.id);
    expect(before.posterUrl).toBeUndefined();
    // Open again, for the poster's turn below.
    await t.db.db
      .update(promises)
      .set({ keptAt: null, keptBy: null, evidence: {} })
      .where(eq(promises.id, ids.puja_video));
    const badLink = await call(t.app, 'POST', '/api/v1/admin/fulfilment/video', {
      token: admin.token,
      body: { promiseIds: [ids.puja_video], videoLink: 'http://insecure.example.in/v.mp4' },
    });
    expectStatus(badLink, 400);
    expect(badLink.body.errors?.videoLink).toBe('Give an https:// link to the video');
    const r = await call(t.app, 'POST', '/api/v1/admin/fulfilment/video', {
      token: admin.token,
      body: { group: `puja_booking:${fx.pujaId}:${pujaDay}`, videoId: video.id, posterUrl: poster },
    });
    expectStatus(r, 200);
    expect((await promiseRow(t.db.db, ids.puja_video)).evidence.videoId).toBe(video.id);
    const views = await promiseViewsOf(t.app.ctx, 'puja_booking', [booked.id]);
    const ev = views.get(booked.id)!.find((v) => v.kind === 'puja_video')!.evidence!;
    expect(ev.videoUrl).toMatch(new RegExp(`^/api/v1/videos/${video.id}\\?exp=\\d+&sig=`));
    expect((await get(ev.videoUrl!, { range: 'bytes=0-3' })).statusCode).toBe(206);
    const p = await get(ev.posterUrl!);
    expect(p.statusCode).toBe(200);
    expect(p.headers['content-type']).toBe('image/webp');
  });
});
