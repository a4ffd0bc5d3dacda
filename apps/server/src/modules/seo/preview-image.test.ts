import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import satori from 'satori';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, ChadhavaEvent, ProductListItem, Puja } from '@sankalp/shared/api/catalog';
import { pujas as pujasTable } from '../../db/schema/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invalidateCatalogCache } from '../catalog/catalog.service';
import { getData, MISSING_ID, now } from '../catalog/catalog.test-utils';
import { localStorage } from '../media/local-storage';
import { testDataDir } from '../media/media.test-utils';
import { mediaUrl } from '../media/storage';
import { previewFonts } from './preview-fonts';
import { previewImagePath, PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewKind } from './preview-path';

let t: TestApp;
let dataDir: string;
let puja: Puja;
const keys = {} as Record<PreviewKind, string>;

beforeAll(async () => {
  dataDir = testDataDir();
  t = await createTestApp({ now, env: { DATA_DIR: dataDir } });
  puja = (await getData<Puja[]>(t.app, '/api/v1/pujas/all'))[0]!;
  keys.puja = puja.slug;
  keys.event = (await getData<{ events: ChadhavaEvent[] }>(t.app, '/api/v1/chadhava-events/upcoming')).events[0]!.slug;
  keys.campaign = (await getData<Campaign[]>(t.app, '/api/v1/donationcampaigns'))[0]!.slug;
  keys.product = (await getData<{ products: ProductListItem[] }>(t.app, '/api/v1/products')).products[0]!._id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Changes the first puja's row and drops the cached catalog answers, as a console edit does. */
async function editPuja(set: Partial<typeof pujasTable.$inferInsert>) {
  await t.db.db.update(pujasTable).set(set).where(eq(pujasTable.id, puja._id));
  invalidateCatalogCache(t.db.db);
}

/** The colour of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}
/** The middle of the artwork's frame (preview-layout.ts: right-aligned at the padding, centred in the top area). */
const ART_CENTRE = { x: 888, y: 300 };

describe('GET /og/:kind/:file', () => {
  it.each(['puja', 'event', 'campaign', 'product'] as const)(
    'draws a %s as a 1200 × 630 PNG, cached for an hour',
    async (kind) => {
      const r = await get(previewImagePath(kind, keys[kind]));
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      expect(r.headers['cache-control']).toBe('public, max-age=3600');
      expect(r.headers.etag).toMatch(/^"[\w-]{22}"$/);
      // Chat apps and social networks show it from their own pages.
      expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const meta = await sharp(r.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'png',
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
      });
    },
  );

  it('finds a puja by its title too (as its page does), with the same image', async () => {
    const bySlug = await get(previewImagePath('puja', puja.slug));
    const byTitle = await get(previewImagePath('puja', puja.title));
    expect(byTitle.statusCode).toBe(200);
    expect(byTitle.headers.etag).toBe(bySlug.headers.etag);
  });

  it.each([
    ['an unknown puja', previewImagePath('puja', 'no-such-puja')],
    ['an unknown event', previewImagePath('event', 'no-such-event')],
    ['an unknown campaign', previewImagePath('campaign', 'no-such-campaign')],
    ['an unknown product', previewImagePath('product', MISSING_ID)],
    ['a malformed product id', previewImagePath('product', 'not-a-uuid')],
    ['a name too long to be one', previewImagePath('puja', 'x'.repeat(201))],
    ['an unknown kind', '/og/temple/anything.png'],
    ['a file that is not .png', '/og/puja/anything.jpg'],
    ['no extension', '/og/puja/anything'],
  ])('answers 404 JSON for %s', async (_what, url) => {
    const r = await get(url.replace('anything', keys.puja));
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('answers 304 to the ETag it gave, 200 to another one', async () => {
    const url = previewImagePath('puja', puja.slug);
    const first = await get(url);
    const etag = first.headers.etag as string;
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('draws the edited item on the next request: a new title, a new ETag and new pixels', async () => {
    const url = previewImagePath('puja', puja.slug);
    const before = await get(url);
    try {
      await editPuja({ title: 'श्री रुद्राभिषेक महापूजा' });
      const after = await get(url);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(Buffer.compare(after.rawPayload, before.rawPayload)).not.toBe(0);
      // A stale ETag now gets the new image, not a 304.
      expect((await get(url, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
    } finally {
      await editPuja({ title: puja.title });
    }
    expect((await get(url)).headers.etag).toBe(before.headers.etag);
  });

  it('answers concurrent requests for one new image alike (one render: preview-cache.test.ts)', async () => {
    await editPuja({ title: `${puja.title} (concurrent)` });
    try {
      const url = previewImagePath('puja', puja.slug);
      const answers = await Promise.all([1, 2, 3, 4].map(() => get(url)));
      for (const a of answers) {
        expect(a.statusCode).toBe(200);
        expect(a.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      }
    } finally {
      await editPuja({ title: puja.title });
    }
  });

  it("draws an uploaded image (its 800 px file), and the logo when the artwork can't be read", async () => {
    const url = previewImagePath('puja', puja.slug);
    const storage = localStorage(resolve(dataDir, 'media'));
    const hash = 'a'.repeat(64);
    const solid = (r: number, g: number, b: number) =>
      sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r, g, b } } })
        .webp()
        .toBuffer();
    await storage.put(`${hash}/800.webp`, await solid(20, 160, 60), 'image/webp');
    await storage.put(`${hash}/1600.webp`, await solid(200, 0, 0), 'image/webp');
    try {
      await editPuja({ image: mediaUrl(`${hash}/1600.webp`) });
      const green = await pixel((await get(url)).rawPayload, ART_CENTRE.x, ART_CENTRE.y);
      expect(green.g).toBeGreaterThan(140);
      expect(green.r).toBeLessThan(40);

      await editPuja({ image: '/art/no-such-art.svg' });
      const missing = await get(url);
      expect(missing.statusCode).toBe(200);
      // The frame's cream (the logo sits in its middle, smaller than the frame).
      const cream = await pixel(missing.rawPayload, ART_CENTRE.x - 200, ART_CENTRE.y - 150);
      expect(cream).toEqual({ r: 0xfd, g: 0xf3, b: 0xe1 });
    } finally {
      await editPuja({ image: puja.image });
    }
  });
});

describe('preview fonts', () => {
  /** Two texts drawn alike means their glyphs are missing (both .notdef boxes). */
  const draw = async (text: string) =>
    satori({ type: 'div', props: { style: { display: 'flex', fontFamily: 'Noto Sans' }, children: text } } as never, {
      width: 200,
      height: 60,
      fonts: await previewFonts(),
    });

  it('have Devanagari glyphs for Hindi titles and the rupee sign', async () => {
    expect(await draw('क')).not.toBe(await draw('ख'));
    expect(await draw('₹')).not.toBe(await draw('\u0378')); // U+0378: unassigned, drawn as .notdef
  });
});
