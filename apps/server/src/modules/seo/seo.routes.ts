import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { robotsTxt } from './robots';
import { buildSitemaps, sitemapCache } from './sitemap';

/** A sitemap is read by crawlers now and then: ten minutes old at most is fresh enough. */
const SITEMAP_TTL_MS = 10 * 60_000;
const XML = 'application/xml; charset=utf-8';
const PART_FILE = /^([a-z-]+-\d+|pages)\.xml$/;

/**
 * GET /robots.txt, GET /sitemap.xml (an index) and GET /sitemaps/<part>.xml (sitemap.ts). Not API
 * routes: at the site's root and out of the OpenAPI document; explicit routes, so they win over
 * the static site's not-found handler.
 */
export default async function seoRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const origin = ctx.config.publicUrl.replace(/\/+$/, '');
  const sitemaps = sitemapCache(
    () => buildSitemaps(ctx.db, origin),
    SITEMAP_TTL_MS,
    () => ctx.now().getTime(),
  );
  const robots = robotsTxt(origin);

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type(XML)
      .header('cache-control', 'public, max-age=600')
      .send((await sitemaps()).index),
  );

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const part = PART_FILE.exec(file)?.[1];
    const doc = part === undefined ? undefined : (await sitemaps()).parts.get(part);
    if (doc === undefined) throw notFound('Sitemap not found');
    return reply.type(XML).header('cache-control', 'public, max-age=600').send(doc);
  });
}
