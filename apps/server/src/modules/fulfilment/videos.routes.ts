import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { createStorage } from '../media/storage';
import { verifyVideoQuery } from './video-urls';
import { findVideo, parseRange, posterKey } from './videos.service';

const VIDEO_NOT_FOUND = 'Video not found';
const BAD_LINK = 'This video link has expired. Open the booking again to watch it.';
/** Personal media: the browser may keep it, shared caches may not. */
const PRIVATE = 'private, max-age=3600';

const query = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
  download: z.enum(['1']).optional(),
});
const params = z.object({ id: z.string().max(64) });

/**
 * A puja video and its poster, for a `<video>` tag (issue 10): the address carries an expiring
 * signature (video-urls.ts) instead of the session. Byte ranges (206) let a phone seek and stream.
 */
export default async function videoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const storage = createStorage(ctx.config);

  /** The video the signed address names: 403 for a bad or expired signature, 404 for an unknown id. */
  const signed = async (id: string, q: z.output<typeof query>) => {
    if (!isUuid(id)) throw notFound(VIDEO_NOT_FOUND);
    if (!verifyVideoQuery(ctx.secrets.videoUrlKey, id, q, ctx.now())) throw forbidden(BAD_LINK);
    const video = await findVideo(ctx.db, id.toLowerCase());
    if (!video) throw notFound(VIDEO_NOT_FOUND);
    return video;
  };

  app.get(
    '/videos/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'A puja video (signed address from a booking read): byte ranges, ?download=1 to save it',
        params,
        querystring: query,
      },
      config: { openapi: { success: { contentType: 'video/mp4', status: [200, 206] }, errors: { 403: ['forbidden'] } } },
    },
    async (req, reply) => {
      const video = await signed(req.params.id, req.query);
      const size = video.bytes;
      const range = parseRange(req.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('accept-ranges', 'bytes').header('content-range', `bytes */${size}`);
        throw new AppError(416, 'The requested range is past the end of the video', { size }, 'range_not_satisfiable');
      }
      const body = await storage.getStream(video.storageKey, range);
      if (!body) throw notFound(VIDEO_NOT_FOUND);
      reply.header('accept-ranges', 'bytes').header('cache-control', PRIVATE).header('content-type', video.contentType);
      if (req.query.download) {
        const ext = video.contentType === 'video/mp4' ? 'mp4' : 'webm';
        reply.header('content-disposition', `attachment; filename="puja-video-${video.id.slice(0, 8)}.${ext}"`);
      }
      if (!range) return reply.header('content-length', String(size)).send(body);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(body);
    },
  );

  app.get(
    '/videos/:id/poster',
    {
      schema: {
        tags: ['media'],
        summary: "A puja video's poster image (same signed address)",
        params,
        querystring: query,
      },
      config: { openapi: { success: { contentType: 'image/webp' }, errors: { 403: ['forbidden'] } } },
    },
    async (req, reply) => {
      const video = await signed(req.params.id, req.query);
      const key = posterKey(video.posterUrl);
      const file = key ? await storage.get(key) : null;
      if (!file) throw notFound('This video has no poster');
      return reply.header('content-type', file.contentType).header('cache-control', PRIVATE).send(file.body);
    },
  );
}
