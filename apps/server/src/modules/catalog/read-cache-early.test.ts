/**
 * Cached reads answered at onRequest (issue 16): a repeat GET of a URL its route answered from the
 * read cache skips the route, with the same bytes and headers; an invalidation, another language,
 * an entry due for a refresh or an answer that was not a cached 200 all go to the route.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { cachedAnswer, invalidateReadCache, sendCached } from './read-cache';
import { answerCachedReadsEarly } from './read-cache-early';

const TTL = { ttlMs: 60_000 };
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function setup(early: Parameters<typeof answerCachedReadsEarly>[2] = {}) {
  const db = {} as Db;
  let now = new Date('2026-11-25T06:30:00Z').getTime();
  const ctx = { db, now: () => new Date(now) };
  const state = { routeCalls: 0, loads: 0, title: 'Rudrabhishek' };
  app = Fastify();
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('x-on-send', 'ran');
    done(null, payload);
  });
  await app.register(async (scope) => {
    answerCachedReadsEarly(scope, ctx, early);
    scope.get<{ Params: { id: string } }>('/pujas/:id', async (req, reply) => {
      state.routeCalls++;
      if (req.params.id === 'missing') return reply.status(404).send({ success: false });
      const lang = (early.languageOf?.(req) ?? req.headers['accept-language']) === 'hi' ? 'hi' : 'en';
      if (early.headers) reply.headers(early.headers);
      const answer = await cachedAnswer(ctx, `${lang}:puja:${req.params.id}`, TTL, async () => {
        state.loads++;
        const data = { id: req.params.id, title: lang === 'hi' ? 'रुद्राभिषेक' : state.title };
        return { data, body: { success: true, data }, tags: [`puja:${req.params.id}`] };
      });
      return sendCached(req, reply, answer);
    });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app!.inject({ method: 'GET', url, headers });
  return { db, state, get, advance: (ms: number) => (now += ms) };
}

describe('cached reads answered early', () => {
  it('a repeat GET is answered without its route, with the same bytes and headers, through onSend', async () => {
    const { state, get } = await setup();
    const first = await get('/pujas/a');
    const second = await get('/pujas/a');
    expect(state.routeCalls).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-on-send']).toBe('ran');
    expect(second.json().data.title).toBe('Rudrabhishek');
  });

  it('an invalidation is visible at once: the next GET goes to the route and loads afresh', async () => {
    const { db, state, get } = await setup();
    await get('/pujas/a');
    await get('/pujas/a');
    state.title = 'Maha Rudrabhishek';
    invalidateReadCache(db, ['puja:a']);
    const after = await get('/pujas/a');
    expect(after.json().data.title).toBe('Maha Rudrabhishek');
    expect(state.routeCalls).toBe(2);
    expect(state.loads).toBe(2);
    await get('/pujas/a');
    expect(state.routeCalls).toBe(2);
  });

  it('each language is learned apart: a Hindi reader never gets the English answer early', async () => {
    const { state, get } = await setup();
    await get('/pujas/a');
    const hi = await get('/pujas/a', { 'accept-language': 'hi' });
    expect(hi.json().data.title).toBe('रुद्राभिषेक');
    expect(state.routeCalls).toBe(2);
    expect((await get('/pujas/a', { 'accept-language': 'hi' })).json().data.title).toBe('रुद्राभिषेक');
    expect((await get('/pujas/a')).json().data.title).toBe('Rudrabhishek');
    expect(state.routeCalls).toBe(2);
  });

  it('an entry due for its refresh goes to the route, which refreshes it', async () => {
    const { state, get, advance } = await setup();
    await get('/pujas/a');
    advance(TTL.ttlMs * 0.9);
    await get('/pujas/a');
    expect(state.routeCalls).toBe(2);
    await new Promise((r) => setImmediate(r));
    expect(state.loads).toBe(2);
  });

  it('an answer that is not a cached 200 is never answered early', async () => {
    const { state, get } = await setup();
    await get('/pujas/missing');
    await get('/pujas/missing');
    expect(state.routeCalls).toBe(2);
  });

  it("pages: the page's own language (its cookie) and its headers, as the route gives them", async () => {
    const languageOf = (req: { headers: Record<string, unknown> }) =>
      String(req.headers.cookie ?? '').includes('language=hi') ? 'hi' : 'en';
    const { state, get } = await setup({ languageOf, headers: { 'cache-control': 'no-cache' } });
    await get('/pujas/a', { cookie: 'language=hi' });
    const again = await get('/pujas/a', { cookie: 'language=hi' });
    expect(state.routeCalls).toBe(1);
    expect(again.json().data.title).toBe('रुद्राभिषेक');
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await get('/pujas/a')).json().data.title).toBe('Rudrabhishek');
    expect(state.routeCalls).toBe(2);
  });
});
