import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { createStorage } from '../media/storage';
import { isPreviewKind, loadPreviewCard } from './preview-card';
import { createPreviewImages } from './preview-image';

/** Crawlers fetch a card again after an hour; an edit shows in a new ETag before that if they revalidate. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Whether If-None-Match names this ETag (a list, weak forms and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * GET /og/:kind/:file — the 1200 × 630 PNG a chat app shows for a shared puja, chadhava event,
 * campaign or product link (preview-path.ts builds the address; the page head points og:image at
 * it). Not an API route: at the site's root, out of the OpenAPI document. The item is read through
 * the cached catalog on every request, so an edit is seen at once; the drawing is cached by what
 * it draws (preview-image.ts).
 */
export default async function previewRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const images = createPreviewImages(createStorage(ctx.config));

  app.get('/og/:kind/:file', { schema: { hide: true } }, async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    const card =
      isPreviewKind(kind) && file.endsWith('.png')
        ? await loadPreviewCard(ctx, kind, file.slice(0, -'.png'.length))
        : null;
    if (!card) throw notFound('Preview image not found');

    const etag = `"${images.hash(card)}"`;
    reply
      .header('etag', etag)
      .header('cache-control', CACHE_CONTROL)
      // Drawn to be shown by other sites (chat apps, social networks), unlike the site's own files.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (matches(req.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('image/png').send(await images.png(card));
  });
}
