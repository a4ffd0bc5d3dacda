import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderPage } from '@sankalp/shared/page-render';
import {
  matchPageRoute,
  PAGE_REDIRECTS,
  PAGE_ROUTES,
  SERVER_RENDERED_PAGES,
  type PageMatch,
} from '@sankalp/shared/routes';
import type { AppContext } from '../context';
import { sendCached } from '../modules/catalog/read-cache';
import { answerCachedReadsEarly } from '../modules/catalog/read-cache-early';
import { pageDocument } from './page-render/page-document';
import { languageOf, pageRenderer, type PageHead } from './page-render/rendered-pages';

// Works from src/lib (dev, tests) and from dist/ (bundled): both sit two levels below apps/.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const WEB_DIST_CANDIDATES = [DEFAULT_WEB_DIST, fileURLToPath(new URL('../../../web/dist', import.meta.url))];

export function findWebDist(): string | undefined {
  return WEB_DIST_CANDIDATES.find((d) => existsSync(join(d, 'index.html')));
}

/** Written by the web build (apps/web/build/page-assets.ts): each page's chunks beyond the entry's. */
const PAGE_ASSETS_FILE = 'page-assets.json';

function readPageAssets(webDist: string): Record<string, string[]> {
  const file = join(webDist, PAGE_ASSETS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

const HTML = 'text/html; charset=utf-8';
/** Every page is asked for again each time (its countdowns and what is open change with the clock). */
const PAGE_HEADERS = { 'Cache-Control': 'no-cache' };

/** How the server renders public pages (issue 12); without it every page is the static shell. */
export type SiteRendering = { ctx: Pick<AppContext, 'db' | 'now'>; renderPage: RenderPage; head: PageHead };

/**
 * Serves the built web app: hashed assets cached for a year, precompressed .br/.gz when present,
 * and a real JSON 404 under /api. Public pages (SERVER_RENDERED_PAGES) arrive rendered with their
 * data, head tags and status (404 for unknown paths and items); the others get the static shell
 * the browser renders. Each page's HTML starts its own code (modulepreload), so nothing waits for
 * the app's JavaScript to ask for it.
 */
export async function registerStaticSite(app: FastifyInstance, webDist: string | undefined, rendering?: SiteRendering) {
  const indexText = webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : undefined;
  const doc = indexText ? pageDocument(indexText) : undefined;
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
  const preloadsOf = (match: PageMatch) => pageAssets[match.page] ?? [];
  const renderPage =
    doc && rendering
      ? pageRenderer(app, rendering.ctx, rendering.renderPage, rendering.head, (match, parts) =>
          doc.rendered({ ...parts, preloads: preloadsOf(match) }),
        )
      : undefined;

  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const [path = '', query] = req.url.split(/\?(.*)/s);
    const moved = PAGE_REDIRECTS[path.replace(/\/+$/, '').toLowerCase()];
    if (moved) return reply.redirect(query ? `${moved}?${query}` : moved, 301);
    const match = matchPageRoute(path);
    reply.headers(PAGE_HEADERS);
    if (renderPage && SERVER_RENDERED_PAGES.has(match.page)) {
      try {
        const page = await renderPage(req, match);
        return sendCached(req, reply.status(page.data.status), page, HTML);
      } catch (err) {
        // A page that cannot render on the server still works: the browser renders the shell.
        req.log.error({ err, url: req.url }, 'server render failed; sending the shell');
      }
    }
    return reply
      .status(match.page === 'pages/NotFoundPage' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .send(doc!.shell(preloadsOf(match)));
  };
  // Each page of the route table is a route of its own, so a page request goes straight to it
  // rather than first to the static plugin's wildcard, which looks for a file of that name on disk
  // (a stat per compressed variant: most of a cached page's cost). Other spellings (case, a
  // trailing slash) still arrive through the not-found handler below.
  if (doc) {
    await app.register(async (pages) => {
      // A page its route sent from the cache is sent again from it at onRequest (read-cache-early.ts).
      if (renderPage && rendering)
        answerCachedReadsEarly(pages, rendering.ctx, { languageOf, headers: PAGE_HEADERS, type: HTML });
      // Each path once: a redirect may be of a path the route table has too (/puja-details).
      const paths = new Set([...PAGE_ROUTES.map(([path]) => path), ...Object.keys(PAGE_REDIRECTS)]);
      for (const path of paths) if (path !== '*') pages.get(path, { schema: { hide: true } }, sendPage);
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || req.method !== 'GET' || !doc || /\.[a-z0-9]+$/i.test(path)) {
      return reply
        .status(404)
        .send({ success: false, message: `Not found: ${req.method} ${path}`, error: 'Not Found', code: 'not_found' });
    }
    return sendPage(req, reply);
  });
}
