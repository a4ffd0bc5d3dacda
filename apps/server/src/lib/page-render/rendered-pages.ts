import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  RENDER_REQUEST_HEADER,
  RENDER_TAGS_HEADER,
  type RenderLanguage,
  type RenderPage,
} from '@sankalp/shared/page-render';
import type { PageMatch } from '@sankalp/shared/routes';
import type { AppContext } from '../../context';
import { cachedAnswer, type CachedAnswer, type Loaded } from '../../modules/catalog/read-cache';

class UncachedPage extends Error {
  constructor(readonly page: Loaded<RenderedPage>) {
    super('page rendered with a failed API answer');
  }
}

/** What the server knows of a rendered page beyond its HTML. */
export type RenderedPage = { status: number };

/** The page's head tags (title, description, Open Graph, JSON-LD), from what its render used. */
export type PageHead = (p: {
  match: PageMatch;
  path: string;
  status: number;
  language: RenderLanguage;
  data: ReadonlyMap<string, unknown>;
  /** The title the page's render gave itself (useTitle), in its language. */
  title?: string;
}) => string;

export type PageParts = { language: RenderLanguage; head: string; html: string; state: string };

// A rendered page is cached like a catalog answer (modules/catalog/read-cache.ts): under the tags of
// every catalog answer it used, so the change that drops those answers drops the page too, here and
// in the other processes. Time bounds the rest: "now" (countdowns, a puja that closes) and the
// answers that carry no tags are at most this old, and a busy page is re-rendered in the
// background before it expires, off the request path.
const PAGE_TTL = { ttlMs: 5_000 };
/** Longer queries (a search typed into the URL) are rendered each time rather than cached. */
const MAX_CACHED_URL = 200;

const LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|hi)(?:;|$)`);
const LANGUAGE_PARAM = /[?&]lang=(en|hi)(?:&|#|$)/;
/**
 * The page's language: a shared link's `?lang=hi` (or `en`) first, then the reader's cookie. The
 * page cache key carries it (and the URL with its query), so each language is cached apart.
 */
export const languageOf = (req: FastifyRequest): RenderLanguage =>
  ((LANGUAGE_PARAM.exec(req.url)?.[1] ?? LANGUAGE.exec(req.headers.cookie ?? '')?.[1]) as RenderLanguage | undefined) ?? 'en';

/**
 * Renders public pages on the server with their data, answering their API calls in-process
 * (app.inject: the same routes, validation and caches as a browser's call, signed out).
 */
export function pageRenderer(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'now'>,
  renderPage: RenderPage,
  head: PageHead,
  assemble: (match: PageMatch, p: PageParts) => string,
) {
  // The page's own language is asked of the API, as the browser asks it (lib/request-language.ts).
  const fetchApi = (failed: { any: boolean }, language: RenderLanguage) => async (path: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1${path}`,
      headers: { accept: 'application/json', 'accept-language': language, [RENDER_REQUEST_HEADER]: '1' },
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
    if (res.statusCode >= 500) failed.any = true;
    return new Response(res.rawPayload, { status: res.statusCode, headers });
  };

  const render = async (match: PageMatch, url: string, language: RenderLanguage) => {
    const failed = { any: false };
    const out = await renderPage({ url, language, now: ctx.now().getTime(), fetchApi: fetchApi(failed, language) });
    const data = new Map([...out.answers].map(([path, a]) => [path, a.data]));
    const tags = [...out.answers.values()].flatMap((a) => a.headers.get(RENDER_TAGS_HEADER)?.split(' ').filter(Boolean) ?? []);
    const html = assemble(match, { language, head: head({ match, path: url, status: out.status, language, data, title: out.title }), html: out.html, state: out.state });
    const page = { data: { status: out.status }, body: html, tags: [...new Set(tags)] };
    // A page that shows a failure of ours (the API answered 5xx) is sent but never cached.
    if (failed.any) throw new UncachedPage(page);
    return page;
  };
  const uncached = (p: Loaded<RenderedPage>): CachedAnswer<RenderedPage> => ({ data: p.data, bytes: Buffer.from(p.body as string), gzip: null, br: null, tags: p.tags });

  /** The page's HTML (cached and gzipped when the URL is short) and its status. */
  return (req: FastifyRequest, match: PageMatch): Promise<CachedAnswer<RenderedPage>> => {
    const url = req.url;
    const language = languageOf(req);
    const load = () => render(match, url, language);
    const answer = url.length > MAX_CACHED_URL ? load().then(uncached) : cachedAnswer(ctx, `page:${language}:${url}`, PAGE_TTL, load);
    return answer.catch((e: unknown) => {
      if (e instanceof UncachedPage) return uncached(e.page);
      throw e;
    });
  };
}
