import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_MAX_BYTES } from '@sankalp/shared/api/admin-media';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { requireRole } from '../auth/auth.guards';
import * as media from './media.service';
import { createStorage, isMediaKey } from './storage';

export const FILE_TOO_LARGE_MESSAGE = `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;
const CHOOSE_FILE_MESSAGE = 'Choose an image to upload';

/** A year, never revalidated: a stored file's key is its content hash, so it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Console image uploads (issue 14) and the public reads of what they stored. The multipart parser
 * is registered in this plugin only: every other route still refuses multipart bodies.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const storage = createStorage(ctx.config);
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  app.post(
    '/admin/media',
    {
      onRequest: requireRole('admin', 'operator'),
      schema: {
        tags: ['admin'],
        summary: 'Upload an image (multipart/form-data, field `file`): JPEG, PNG or WebP up to 5 MB',
        description:
          'Re-encoded to WebP at 400, 800 and 1600 px wide (never enlarged). 413 `file_too_large` above 5 MB; 415 `unsupported_image` for anything that is not a JPEG, PNG or WebP by its bytes.',
      },
      config: { openapi: { success: { status: 201 } } },
    },
    async (req, reply) => {
      const bytes = await readUpload(req);
      const data = { media: await media.uploadImage(ctx, storage, req, bytes) };
      return reply.status(201).send({ success: true, message: 'Image uploaded', data });
    },
  );

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored image (from POST /admin/media), cached for a year',
        params: z.object({ '*': z.string() }),
      },
      config: { openapi: { success: { contentType: 'image/webp' } } },
    },
    async (req, reply) => {
      const key = req.params['*'];
      const file = isMediaKey(key) ? await media.readMedia(storage, key) : null;
      if (!file) throw notFound('Image not found');
      return reply.header('content-type', file.contentType).header('cache-control', IMMUTABLE).send(file.body);
    },
  );
}

/** The bytes of the `file` part; 413 past 5 MB, 400 when there is no such part. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await req.file();
  } catch (e) {
    throw mapMultipartError(e);
  }
  if (!part || part.fieldname !== 'file') throw fieldError('file', CHOOSE_FILE_MESSAGE);
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw fieldError('file', CHOOSE_FILE_MESSAGE);
    return bytes;
  } catch (e) {
    throw mapMultipartError(e);
  }
}

function mapMultipartError(e: unknown): unknown {
  if (e instanceof AppError) return e;
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, FILE_TOO_LARGE_MESSAGE, { limitBytes: MEDIA_MAX_BYTES }, 'file_too_large', {
      file: FILE_TOO_LARGE_MESSAGE,
    });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fieldError('file', CHOOSE_FILE_MESSAGE);
  return e;
}
