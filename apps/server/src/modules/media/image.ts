import sharp, { type Metadata } from 'sharp';
import { MEDIA_WIDTHS, type MediaSizeName } from '@sankalp/shared/api/admin-media';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * The type of an upload from its first bytes (never from its name or the browser's word for it):
 * JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF….WEBP). Anything else — SVG (text,
 * and scriptable), GIF, an executable renamed photo.jpg — is null.
 */
export function sniffImageType(b: Buffer): ImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

const SHARP_FORMAT: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Decoding stops past this many pixels (a small file can claim a huge canvas: a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

export type Variant = { name: MediaSizeName; width: number; height: number; body: Buffer };

export class UnreadableImageError extends Error {}

/**
 * Decodes the upload and re-encodes it as WebP at the site's widths: turned upright by its EXIF
 * orientation, every metadata block dropped (EXIF GPS, camera serials), never enlarged. Widths
 * above the original's are left out, except that the first one at or above it is made at the
 * original's own width, so the largest size is always as sharp as the upload allows.
 */
export async function renderVariants(bytes: Buffer, type: ImageType): Promise<Variant[]> {
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (e) {
    throw new UnreadableImageError((e as Error).message);
  }
  // The bytes must decode as what they claim to be (a JPEG header on something else is refused).
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height)
    throw new UnreadableImageError('format mismatch');
  const upright = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;

  const plan: Array<[MediaSizeName, number]> = [];
  for (const [name, width] of Object.entries(MEDIA_WIDTHS) as Array<[MediaSizeName, number]>) {
    plan.push([name, Math.min(width, upright)]);
    if (width >= upright) break;
  }
  try {
    return await Promise.all(
      plan.map(async ([name, width]) => {
        const { data, info } = await open()
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { name, width: info.width, height: info.height, body: data };
      }),
    );
  } catch (e) {
    throw new UnreadableImageError((e as Error).message);
  }
}
