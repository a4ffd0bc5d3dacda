import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Works from src/lib (dev, tests) and from dist/ (bundled): both sit two levels below apps/.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const WEB_DIST_CANDIDATES = [DEFAULT_WEB_DIST, fileURLToPath(new URL('../../../web/dist', import.meta.url))];

export function findWebDist(): string | undefined {
  return WEB_DIST_CANDIDATES.find((d) => existsSync(join(d, 'index.html')));
}

/**
 * Serves the built SPA: hashed assets cached for a year, precompressed .br/.gz when present,
 * `index.html` (never cached) for every client route, and a real JSON 404 under /api.
 */
/** Images a client route shows first (its LCP), to preload from the HTML before any JS runs. */
export type PreloadHints = (path: string) => Promise<string[]>;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function registerStaticSite(app: FastifyInstance, webDist: string | undefined, hints?: PreloadHints) {
  const indexHtml = webDist ? readFileSync(join(webDist, 'index.html')) : undefined;
  const indexText = indexHtml?.toString('utf8');
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      index: false,
      wildcard: true,
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.endsWith('index.html')
            ? 'no-cache'
            : path.includes('/assets/')
            ? 'public, max-age=31536000, immutable' // content-hashed names
            : 'public, max-age=604800, stale-while-revalidate=86400', // artwork and embeds: stable names
        );
      },
    });
  }
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '';
    const images = hints ? await hints(path).catch(() => []) : [];
    const html =
      images.length && indexText
        ? indexText.replace(
            '</head>',
            `${images.map((src) => `<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">`).join('')}</head>`,
          )
        : indexHtml;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };
  // The home page is a client route like any other (never the static plugin's directory index).
  if (indexHtml) app.get('/', { schema: { hide: true } }, sendIndex);
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || req.method !== 'GET' || !indexHtml || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ success: false, message: `Not found: ${req.method} ${path}`, error: 'Not Found' });
    }
    return sendIndex(req, reply);
  });
}
