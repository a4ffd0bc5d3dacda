import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchPageRoute, type PageMatch } from '@sankalp/shared/routes';

// Works from src/lib (dev, tests) and from dist/ (bundled): both sit two levels below apps/.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const WEB_DIST_CANDIDATES = [DEFAULT_WEB_DIST, fileURLToPath(new URL('../../../web/dist', import.meta.url))];

export function findWebDist(): string | undefined {
  return WEB_DIST_CANDIDATES.find((d) => existsSync(join(d, 'index.html')));
}

/** What a page's HTML carries so the page renders complete on its first pass (docs/decisions/006). */
export type PageHints = {
  /** Images the page paints first (its LCP), preloaded before any JavaScript runs. */
  images?: string[];
  /** API answers (their `data`) the page's first render asks for, keyed by API path. */
  data?: Record<string, unknown>;
};
export type PageHinter = (match: PageMatch) => Promise<PageHints>;

/** Written by the web build (apps/web/build/page-assets.ts): each page's chunks beyond the entry's. */
const PAGE_ASSETS_FILE = 'page-assets.json';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// Inside <script>, only "</script" or "<!--" could end or bend the element: escape every "<".
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function readPageAssets(webDist: string): Record<string, string[]> {
  const file = join(webDist, PAGE_ASSETS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/**
 * Serves the built SPA: hashed assets cached for a year, precompressed .br/.gz when present,
 * `index.html` (never cached) for every client route, and a real JSON 404 under /api.
 * Each page's HTML starts its own code (modulepreload) and, through `hinter`, its LCP image
 * and first data, so nothing waits for the app's JavaScript to ask.
 */
export async function registerStaticSite(app: FastifyInstance, webDist: string | undefined, hinter?: PageHinter) {
  const indexHtml = webDist ? readFileSync(join(webDist, 'index.html')) : undefined;
  const indexText = indexHtml?.toString('utf8');
  const pageAssets = webDist ? readPageAssets(webDist) : {};
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      index: false,
      wildcard: true,
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.endsWith('index.html') || path.endsWith('/sw.js') // the service worker updates as soon as it changes
            ? 'no-cache'
            : path.includes('/assets/')
            ? 'public, max-age=31536000, immutable' // content-hashed names
            : 'public, max-age=604800, stale-while-revalidate=86400', // artwork and embeds: stable names
        );
      },
    });
  }
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const match = matchPageRoute(req.url.split('?')[0] ?? '');
    const hints: PageHints = hinter
      ? await hinter(match).catch((err: unknown) => {
          req.log.warn({ err }, 'page hints failed; serving the plain page');
          return {};
        })
      : {};
    const head = [
      ...(hints.images ?? []).map((src) => `<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">`),
      ...(pageAssets[match.page] ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
    ].join('');
    const data = hints.data && Object.keys(hints.data).length ? `<script type="application/json" id="boot-data">${scriptJson(hints.data)}</script>` : '';
    const html = (head || data) && indexText ? indexText.replace('</head>', () => `${head}</head>`).replace('</body>', () => `${data}</body>`) : indexHtml;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };
  // The home page is a client route like any other (never the static plugin's directory index).
  if (indexHtml) app.get('/', { schema: { hide: true } }, sendIndex);
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || req.method !== 'GET' || !indexHtml || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ success: false, message: `Not found: ${req.method} ${path}`, error: 'Not Found', code: 'not_found' });
    }
    return sendIndex(req, reply);
  });
}
