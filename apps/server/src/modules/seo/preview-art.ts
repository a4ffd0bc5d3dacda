import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { MEDIA_WIDTHS } from '@sankalp/shared/api/admin-media';
import { findWebDist } from '../../lib/static-site';
import { isMediaKey, MEDIA_URL_PREFIX, type MediaStorage } from '../media/storage';

/**
 * Where the site's own artwork (`/art/<name>.svg`) is read: the web sources in development and
 * tests (this file under apps/server/src/modules/seo), the built web app otherwise (the image
 * carries only apps/web/dist). Candidates that do not exist are skipped.
 */
const ART_DIRS = [
  fileURLToPath(new URL('../../../../web/public/art', import.meta.url)),
  ...[findWebDist()].filter((d): d is string => !!d).map((d) => join(d, 'art')),
].filter((d) => existsSync(d));

/** One file name under /art: no directories, no dot-dot, an image extension. */
const SITE_ART = /^\/art\/([a-z0-9][a-z0-9_-]*\.(?:svg|png|webp|jpe?g))$/i;

/** Decoding stops past this many pixels (a stored file is ours, but a bomb is cheap to refuse). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The bytes behind an artwork URL the catalog stores, or null (unknown, absent, another host: never fetched). */
async function artworkBytes(url: string, storage: MediaStorage): Promise<Buffer | null> {
  const site = SITE_ART.exec(url);
  if (site) {
    for (const dir of ART_DIRS) {
      const bytes = await readFile(join(dir, site[1]!)).catch(() => null);
      if (bytes) return bytes;
    }
    return null;
  }
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  if (!isMediaKey(key)) return null;
  // The 800 px upload is plenty for a 560 px slot and a third of the 1600 px one's bytes; a small
  // upload has no 800 px file (never enlarged), then the stored one is used.
  const medium = key.replace(/\/\d+\.webp$/, `/${MEDIA_WIDTHS.md}.webp`);
  const file = (medium !== key && (await storage.get(medium))) || (await storage.get(key));
  return file?.body ?? null;
}

/**
 * The item's artwork as a PNG cropped to fill width × height (as `object-fit: cover` would), or
 * null when it cannot be had: the card then shows the logo instead of failing the share.
 */
export async function loadArtwork(
  url: string,
  storage: MediaStorage,
  size: { width: number; height: number },
): Promise<Buffer | null> {
  const bytes = await artworkBytes(url, storage).catch(() => null);
  if (!bytes) return null;
  try {
    // SVG art is drawn at 2× its nominal size (density) so the crop is sharp, not an upscale.
    return await sharp(bytes, { density: 144, limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .resize(size.width, size.height, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
