import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/request-language';
import { answeredKey, freshCachedAnswer, writeCached, type CacheClock } from './read-cache';

// Issue 16: a cached catalog read costs little more than a bare route serving the same bytes. A
// GET whose URL (in the reader's language) a route has already answered from the read cache is
// answered at onRequest, from the entry that route used, skipping validation and the handler. It
// still goes through every onSend and onResponse hook (security and privacy headers, metrics),
// and it is right for the same reason the route is: the entry itself is checked (stored, not
// dropped by an invalidation, not due for a refresh); anything else goes to the route as before.

/** URLs remembered at most; junk query strings cannot grow it further (it starts again). */
const MAX_URLS = 10_000;

export type EarlyOptions = {
  /** The language the routes answer in (the API's Accept-Language unless told; a page's cookie). */
  languageOf?: (req: FastifyRequest) => string;
  /** Headers the routes set beside the cached answer (a page's Cache-Control). */
  headers?: Record<string, string>;
  /** The answer's content type, as the routes send it. */
  type?: string;
};

/** Answers repeat GETs of this plugin's cached reads early (register in the plugin of those routes). */
export function answerCachedReadsEarly(app: FastifyInstance, ctx: CacheClock, opts: EarlyOptions = {}): void {
  const languageOf = opts.languageOf ?? requestLanguage;
  const urlKey = (req: FastifyRequest) => `${languageOf(req)} ${req.url}`;
  /** `<language> <url>` → the read-cache key its route answered with. */
  const keys = new Map<string, string>();

  app.addHook('onRequest', (req, reply, done) => {
    if (req.method === 'GET') {
      const key = keys.get(urlKey(req));
      const answer = key === undefined ? undefined : freshCachedAnswer(ctx, key);
      // Answered here: the lifecycle goes on at onSend, and done() is not called.
      if (answer) {
        if (opts.headers) reply.headers(opts.headers);
        return void writeCached(req, reply, answer, opts.type);
      }
    }
    done();
  });

  app.addHook('onResponse', (req, reply, done) => {
    const key = answeredKey(req);
    if (key !== undefined && req.method === 'GET' && reply.statusCode === 200) {
      if (keys.size >= MAX_URLS) keys.clear();
      keys.set(urlKey(req), key);
    }
    done();
  });
}
