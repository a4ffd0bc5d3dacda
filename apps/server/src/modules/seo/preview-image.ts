import { createHash } from 'node:crypto';
import satori from 'satori';
import sharp from 'sharp';
import type { MediaStorage } from '../media/storage';
import { loadArtwork } from './preview-art';
import type { PreviewCard } from './preview-card';
import { previewFonts } from './preview-fonts';
import { ART_SIZE, previewLayout } from './preview-layout';
import { RenderCache } from './preview-cache';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-path';

/** Raised when the drawing changes (layout, colours, fonts): every image's hash, so its ETag, changes. */
const LAYOUT_VERSION = 1;

/** Names an image by exactly what it draws: its cache key and ETag. */
export const previewHash = (card: PreviewCard) =>
  createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, card]))
    .digest('base64url')
    .slice(0, 22);

/** The site's logo, drawn once per process (site art: no storage needed). */
let logoPng: Promise<Buffer | null> | undefined;
const logo = () => (logoPng ??= loadArtwork('/art/logo.svg', {} as MediaStorage, { width: 220, height: 220 }));

const dataUri = (png: Buffer | null) => (png ? `data:image/png;base64,${png.toString('base64')}` : null);

/**
 * Draws a card: satori lays it out into an SVG (text as paths, so no font is needed to rasterise
 * it), sharp turns that into a PNG off the main thread. The artwork and logo are read and resized
 * by sharp first and embedded as data: URIs.
 */
export async function renderPreviewPng(card: PreviewCard, storage: MediaStorage): Promise<Buffer> {
  const [fonts, art, logoBytes] = await Promise.all([
    previewFonts(),
    card.art ? loadArtwork(card.art, storage, ART_SIZE) : null,
    logo(),
  ]);
  const svg = await satori(previewLayout(card, dataUri(art), dataUri(logoBytes)) as never, {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts,
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}

/**
 * At most `n` calls of `fn` run at once, the rest wait their turn: a crawler walking the sitemap
 * asks for many different images together, and each render holds its artwork, SVG and PNG in
 * memory and takes a slice of the main thread (satori) and of sharp's threads.
 */
export function limitConcurrency<A, R>(n: number, fn: (arg: A) => Promise<R>): (arg: A) => Promise<R> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (arg) => {
    if (running >= n) await new Promise<void>((go) => waiting.push(go));
    else running += 1;
    try {
      return await fn(arg);
    } finally {
      const next = waiting.shift();
      if (next)
        next(); // the slot passes straight to the next in line
      else running -= 1;
    }
  };
}

/** Renders at once: the machine's two cores stay shared with the requests being answered. */
const RENDER_CONCURRENCY = 2;

export type PreviewImages = {
  hash: (card: PreviewCard) => string;
  png: (card: PreviewCard) => Promise<Buffer>;
};

/**
 * The rendered images of this process: an LRU of about a day's shared links (a card is 100-200 KB)
 * keyed by the card's hash, so two spellings of one name share an entry and an edited item gets a
 * new one; concurrent asks for one image render it once, and only a few different ones render at once.
 */
export function createPreviewImages(
  storage: MediaStorage,
  render: (card: PreviewCard) => Promise<Buffer> = (card) => renderPreviewPng(card, storage),
  limits = { maxEntries: 200, maxBytes: 32 * 1024 * 1024 },
): PreviewImages {
  const cache = new RenderCache(limits);
  const limited = limitConcurrency(RENDER_CONCURRENCY, render);
  return {
    hash: previewHash,
    png: (card) => cache.get(previewHash(card), () => limited(card)),
  };
}
