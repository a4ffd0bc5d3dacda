import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MEDIA_WIDTHS, type AdminMedia, type MediaSizeName } from '@sankalp/shared/api/admin-media';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { audit } from '../admin/audit';
import { currentUser } from '../auth/auth.guards';
import { renderVariants, sniffImageType, UnreadableImageError } from './image';
import * as repo from './media.repository';
import { mediaUrl, type MediaStorage } from './storage';

export const UNSUPPORTED_IMAGE_MESSAGE = 'Upload a JPEG, PNG or WebP image';

const unsupported = () =>
  new AppError(415, UNSUPPORTED_IMAGE_MESSAGE, undefined, 'unsupported_image', { file: UNSUPPORTED_IMAGE_MESSAGE });

/** The answer shape of one stored image (the largest width is its `url`). */
export function toAdminMedia(row: repo.MediaRow): AdminMedia {
  // In width order (jsonb keeps its keys in its own order, not the insertion order).
  const names = (Object.keys(MEDIA_WIDTHS) as MediaSizeName[]).filter((n) => row.sizes[n]);
  const sizes = Object.fromEntries(names.map((n) => [n, mediaUrl(row.sizes[n]!)])) as AdminMedia['sizes'];
  return { id: row.id, url: mediaUrl(row.sizes[names.at(-1)!]!), width: row.width, height: row.height, sizes };
}

/**
 * Stores an uploaded image: type from its bytes, re-encoded to WebP widths (image.ts), stored under
 * its content hash, recorded with an audit row. The same file uploaded again answers the row it
 * already has (nothing new is written, so nothing is audited).
 */
export async function uploadImage(
  ctx: AppContext,
  storage: MediaStorage,
  req: FastifyRequest,
  bytes: Buffer,
): Promise<AdminMedia> {
  const user = currentUser(req);
  const type = sniffImageType(bytes);
  if (!type) throw unsupported();
  const hash = createHash('sha256').update(bytes).digest('hex');
  const existing = await repo.findMediaByKey(ctx.db, hash);
  if (existing) return toAdminMedia(existing);

  let variants;
  try {
    variants = await renderVariants(bytes, type);
  } catch (e) {
    if (e instanceof UnreadableImageError) throw unsupported();
    throw e;
  }
  // Objects first, then the row: a failure in between leaves only files the next upload reuses.
  const sizes: Partial<Record<MediaSizeName, string>> = {};
  for (const v of variants) {
    const key = `${hash}/${v.width}.webp`;
    await storage.put(key, v.body, 'image/webp');
    sizes[v.name] = key;
  }
  const largest = variants.at(-1)!;
  const row = await ctx.db.transaction(async (tx) => {
    const made = await repo.insertMedia(tx, {
      key: hash,
      sizes,
      width: largest.width,
      height: largest.height,
      originalBytes: bytes.length,
      uploadedBy: user.id,
      createdAt: ctx.now(),
    });
    if (!made) return undefined; // the same file, uploaded at the same moment by someone else
    await audit({ ...ctx, db: tx }, req, {
      action: 'media.upload',
      object: { type: 'media', id: made.id },
      after: { key: hash, sizes, width: made.width, height: made.height, originalBytes: bytes.length, type },
    });
    return made;
  });
  return toAdminMedia(row ?? (await repo.findMediaByKey(ctx.db, hash))!);
}

/** A stored file for GET /media/… (the key already checked by isMediaKey). */
export const readMedia = (storage: MediaStorage, key: string) => storage.get(key);
