/**
 * Puja videos (issue 10): uploaded from the board as a stream straight into the media storage
 * (never held in memory), typed by their first bytes, and served with byte ranges.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { VIDEO_MAX_BYTES, type UploadedVideo } from '@sankalp/shared/api/admin-fulfilment';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { videos, type VideoRow } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/errors';
import { audit } from '../admin/audit';
import { currentUser } from '../auth/auth.guards';
import { isMediaKey, MEDIA_URL_PREFIX, type ByteRange, type MediaStorage } from '../media/storage';

export const CHOOSE_VIDEO_MESSAGE = 'Choose a video to upload';
export const UNSUPPORTED_VIDEO_MESSAGE = 'Upload an MP4 or WebM video';
export const VIDEO_TOO_LARGE_MESSAGE = `The video is larger than ${VIDEO_MAX_BYTES / 1024 / 1024 / 1024} GB`;

type VideoType = VideoRow['contentType'];

/** MP4 (ISO BMFF: `ftyp` at byte 4) or WebM (EBML magic and the `webm` doc type early on), by bytes only. */
export function sniffVideoType(head: Buffer): VideoType | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && head.subarray(0, 64).includes('webm'))
    return 'video/webm';
  return null;
}

const HEAD_BYTES = 64;

/** The first HEAD_BYTES of a stream (fewer if it is shorter) and a stream of all of it, head included. */
async function peek(stream: Readable): Promise<{ head: Buffer; whole: Readable }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let n = 0;
  let done = false;
  while (n < HEAD_BYTES) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    chunks.push(r.value);
    n += r.value.length;
  }
  const first = Buffer.concat(chunks);
  async function* all() {
    yield first;
    if (done) return;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  return { head: first.subarray(0, HEAD_BYTES), whole: Readable.from(all(), { objectMode: false }) };
}

const tooLarge = () =>
  new AppError(413, VIDEO_TOO_LARGE_MESSAGE, { limitBytes: VIDEO_MAX_BYTES }, 'file_too_large', {
    file: VIDEO_TOO_LARGE_MESSAGE,
  });
const unsupported = () =>
  new AppError(415, UNSUPPORTED_VIDEO_MESSAGE, undefined, 'unsupported_video', { file: UNSUPPORTED_VIDEO_MESSAGE });

function multipartError(e: unknown): unknown {
  if (e instanceof AppError) return e;
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fieldError('file', CHOOSE_VIDEO_MESSAGE);
  return e;
}

/**
 * POST /admin/fulfilment/videos: the `file` part piped to storage as it arrives. The type is read
 * from the first bytes before anything is stored; past VIDEO_MAX_BYTES the stored object is
 * removed and the answer is 413.
 */
export async function uploadVideo(ctx: AppContext, storage: MediaStorage, req: FastifyRequest): Promise<UploadedVideo> {
  const me = currentUser(req);
  let part;
  try {
    part = await req.file();
  } catch (e) {
    throw multipartError(e);
  }
  if (!part || part.fieldname !== 'file') throw fieldError('file', CHOOSE_VIDEO_MESSAGE);
  const file = part.file;
  const { head, whole } = await peek(file).catch((e: unknown) => {
    throw multipartError(e);
  });
  if (head.length === 0) throw fieldError('file', CHOOSE_VIDEO_MESSAGE);
  const type = sniffVideoType(head);
  if (!type) {
    file.resume(); // drain the rest so the request ends cleanly
    throw unsupported();
  }
  const id = randomUUID();
  const key = `videos/${id}.${type === 'video/mp4' ? 'mp4' : 'webm'}`;
  let bytes: number;
  try {
    ({ bytes } = await storage.putStream(key, whole, type));
  } catch (e) {
    await storage.delete(key).catch(() => undefined);
    throw multipartError(e);
  }
  if (file.truncated) {
    await storage.delete(key);
    throw tooLarge();
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(videos)
      .values({ id, storageKey: key, contentType: type, bytes, uploadedBy: me.id, createdAt: now });
    await audit({ ...ctx, db: tx }, req, {
      action: 'video.upload',
      object: { type: 'video', id },
      after: { storageKey: key, contentType: type, bytes, filename: part.filename },
    });
  });
  return { id, contentType: type, bytes, url: `/api/v1/videos/${id}` };
}

export async function findVideo(db: Db, id: string): Promise<VideoRow | undefined> {
  const [v] = await db.select().from(videos).where(eq(videos.id, id));
  return v;
}

/**
 * The range a `Range` header asks of a file of `size` bytes: undefined to send it whole (no
 * header, or several ranges), 'unsatisfiable' for a range past the end or a malformed one (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined | 'unsatisfiable' {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return header.includes(',') && header.trim().startsWith('bytes=') ? undefined : 'unsatisfiable';
  const [, a, b] = m;
  if (a === '' && b === '') return 'unsatisfiable';
  if (a === '') {
    // A suffix: the last b bytes.
    const n = Number(b);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The storage key of a poster stored by the image pipeline (`/api/v1/media/<hash>/800.webp`), or null. */
export function posterKey(url: string | null): string | null {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isMediaKey(key) ? key : null;
}
