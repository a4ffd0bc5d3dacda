import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMedia } from '@sankalp/shared/api/admin-media';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';
import { grant, makeStaff } from '../admin/admin.test-utils';
import { multipartFile, testDataDir } from './media.test-utils';

let t: TestApp;
let dataDir: string;
let admin: TestUser;
let operator: TestUser;
let devotee: TestUser;

beforeAll(async () => {
  dataDir = testDataDir();
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = await makeStaff(t, [grant('admin')]);
  operator = await makeStaff(t, [grant('operator')]);
  devotee = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A test picture: a gradient, so that every re-encoding is a different file. */
const picture = (width: number, height: number, seed = 0) =>
  sharp({ create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: 40 } } });

/** Uploads as `token` (null: as a guest). */
async function upload(
  bytes: Buffer,
  token: string | null = admin.token,
  opts: Parameters<typeof multipartFile>[1] = {},
) {
  const { payload, headers } = multipartFile(bytes, opts);
  return call(t.app, 'POST', '/api/v1/admin/media', { token: token ?? undefined, body: payload, headers });
}

const mediaOf = (r: { body: { data?: unknown } }) => (r.body.data as { media: AdminMedia }).media;

async function fetchImage(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return res;
}

describe('POST /admin/media', () => {
  it('takes a JPEG and stores WebP at 400, 800 and 1600 px, served with immutable caching', async () => {
    const jpeg = await picture(2400, 1200, 1).jpeg().toBuffer();
    const r = await upload(jpeg);
    expectStatus(r, 201);
    const m = mediaOf(r);
    expect(m).toMatchObject({ width: 1600, height: 800 });
    expect(Object.keys(m.sizes)).toEqual(['sm', 'md', 'lg']);
    expect(m.url).toBe(m.sizes.lg);
    expect(m.url).toMatch(/^\/api\/v1\/media\/[0-9a-f]{64}\/1600\.webp$/);
    for (const [name, width] of [
      ['sm', 400],
      ['md', 800],
      ['lg', 1600],
    ] as const) {
      const res = await fetchImage(m.sizes[name]!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
  });

  it('takes PNG and WebP, and never enlarges a small image', async () => {
    const png = await picture(300, 200, 2).png().toBuffer();
    const r = await upload(png, operator.token, { filename: 'logo.png', contentType: 'image/png' });
    expectStatus(r, 201);
    expect(mediaOf(r)).toMatchObject({ width: 300, height: 200 });
    expect(Object.keys(mediaOf(r).sizes)).toEqual(['sm']);

    const webp = await picture(1000, 500, 3).webp().toBuffer();
    const w = await upload(webp, admin.token, { filename: 'temple.webp', contentType: 'image/webp' });
    expectStatus(w, 201);
    const m = mediaOf(w);
    expect(m).toMatchObject({ width: 1000, height: 500 });
    expect(Object.keys(m.sizes)).toEqual(['sm', 'md', 'lg']);
    expect(m.sizes.lg).toMatch(/\/1000\.webp$/);
  });

  it('turns a photo upright by its EXIF orientation and drops its metadata', async () => {
    // Stored sideways (1200×600) with orientation 6: it is a 600×1200 portrait.
    const jpeg = await picture(1200, 600, 4).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const r = await upload(jpeg);
    expectStatus(r, 201);
    const m = mediaOf(r);
    expect(m).toMatchObject({ width: 600, height: 1200 });
    const served = (await fetchImage(m.url)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ width: 600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('records the upload in the media table and the audit log; the same file again is the same image', async () => {
    const jpeg = await picture(500, 500, 5).jpeg().toBuffer();
    const first = mediaOf(await upload(jpeg));
    const again = await upload(jpeg, operator.token);
    expectStatus(again, 201);
    expect(mediaOf(again)).toEqual(first);
    const entries = await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, first.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'media.upload', actorId: admin.id, objectType: 'media' });
  });

  it('refuses an SVG, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const opts of [
      { filename: 'art.svg', contentType: 'image/svg+xml' },
      { filename: 'art.png', contentType: 'image/png' },
    ]) {
      const r = await upload(svg, admin.token, opts);
      expectStatus(r, 415);
      expect(r.body.code).toBe('unsupported_image');
      expect(r.body.errors).toEqual({ file: 'Upload a JPEG, PNG or WebP image' });
    }
  });

  it('refuses a renamed executable, a GIF and a JPEG header on garbage', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 7)]);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);
    const gif = await picture(20, 20).gif().toBuffer();
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 3)]);
    for (const bytes of [elf, exe, gif, fakeJpeg]) {
      const r = await upload(bytes, admin.token, { filename: 'photo.jpg', contentType: 'image/jpeg' });
      expectStatus(r, 415);
      expect(r.body.code).toBe('unsupported_image');
    }
  });

  it('refuses a file above 5 MB with 413 file_too_large', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 9)]);
    const r = await upload(big);
    expectStatus(r, 413);
    expect(r.body.code).toBe('file_too_large');
  });

  it('asks for a file when the form has none (or is not multipart)', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const wrongField = await upload(png, admin.token, { field: 'image' });
    expectStatus(wrongField, 400);
    expect(wrongField.body.errors).toEqual({ file: 'Choose an image to upload' });
    const json = await call(t.app, 'POST', '/api/v1/admin/media', { token: admin.token, body: { file: 'x' } });
    expectStatus(json, 400);
  });

  it('is for admins and operators only: devotee 403, guest 401', async () => {
    const png = await picture(10, 10).png().toBuffer();
    expectStatus(await upload(png, devotee.token), 403);
    expectStatus(await upload(png, null), 401);
    const temple = await makeStaff(t, [grant('temple_staff', { templeId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' })]);
    expectStatus(await upload(png, temple.token), 403);
  });
});

describe('GET /media/…', () => {
  it('answers 404 for unknown keys and anything that is not a media key', async () => {
    const hex = 'a'.repeat(64);
    for (const url of [
      `/api/v1/media/${hex}/800.webp`,
      '/api/v1/media/..%2F..%2Fpackage.json',
      '/api/v1/media/../../package.json',
      `/api/v1/media/${hex}/800.svg`,
    ]) {
      const res = await fetchImage(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
