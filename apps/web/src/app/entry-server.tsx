import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ApiFetch, RenderInput, RenderOutput } from '@sankalp/shared/page-render';
import { PAGE_ROUTES, type PageName } from '@sankalp/shared/routes';
import { API_BASE, setApiTransport } from '../lib/api';
import { setRenderClock } from '../lib/clock';
import { loadLanguage, setRenderLanguage } from '../lib/i18n/index';
import { createRenderQueryClient } from '../lib/query-client';
import { RenderStatusContext, type RenderStatus } from '../lib/ssr/render-status';
import { serializePageState } from '../lib/ssr/page-state';
import { App } from './App';

/**
 * The server's renderer of public pages (issue 12, docs/decisions/014), built by `vite build --ssr`
 * into apps/web/dist-ssr and called by the server (apps/server/src/lib/page-render). The same route
 * table and components as the browser; every page module at once instead of lazily.
 */
const modules = import.meta.glob<{ default: ComponentType }>('../features/*/routes/*Page.tsx', { eager: true });
const pageComponents = new Map<PageName, ComponentType>(
  PAGE_ROUTES.map(([, page]) => {
    const [feature, name] = page.split('/');
    const mod = modules[`../features/${feature}/routes/${name}.tsx`];
    if (!mod) throw new Error(`No page module for ${page}`);
    return [page, mod.default];
  }),
);
const pages = (page: PageName) => pageComponents.get(page)!;
// Every namespace is registered by now (each page module imported above): their Hindi, once.
await loadLanguage('hi');


type Recorder = { fetchApi: ApiFetch; answers: RenderOutput['answers'] };
const current = new AsyncLocalStorage<Recorder>();

// Every call of the app's API client lands here during a render: answered by the server in-process
// and remembered (the page head and the cache tags come from the answers).
setApiTransport(async (input) => {
  const rec = current.getStore();
  const url = String(input);
  if (!rec || !url.startsWith(API_BASE)) throw new Error(`No API transport outside a render: ${url}`);
  const path = url.slice(API_BASE.length);
  const res = await rec.fetchApi(path);
  if (!res.ok) return res;
  const body = (await res.json()) as { data?: unknown };
  rec.answers.set(path, { data: body.data, headers: res.headers });
  return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
});

const MAX_PASSES = 4;

/** A query the page's render asked for that has not been fetched (and may be). */
function wanted(q: Query): boolean {
  if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = q.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (typeof queryFn !== 'function') return false; // skipToken or none
  return typeof enabled === 'function' ? enabled(q) : enabled !== false;
}

function renderOnce(input: RenderInput, client: QueryClient, status: RenderStatus): string {
  // The render is synchronous: the language and the clock set here are this render's alone.
  setRenderLanguage(input.language);
  setRenderClock(input.now);
  try {
    return renderToString(
      <RenderStatusContext.Provider value={status}>
        <App client={client} pages={pages} router={(routes) => <StaticRouter location={input.url}>{routes}</StaticRouter>} />
      </RenderStatusContext.Provider>,
    );
  } finally {
    setRenderLanguage('en');
    setRenderClock(undefined);
  }
}

/**
 * Renders a page with its data: each pass renders, then fetches what the render asked for and has
 * not got (a query a component shows only once another's answer is in appears in the next pass),
 * until a render asks for nothing new. Queries that fail (a 404 …) are answers too: the page
 * renders its not-found or error state, as the browser would.
 */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const client = createRenderQueryClient();
  const rec: Recorder = { fetchApi: input.fetchApi, answers: new Map() };
  let status: RenderStatus = { status: 200 };
  let html = '';
  for (let pass = 0; ; pass++) {
    status = { status: 200 };
    html = renderOnce(input, client, status);
    const missing = client.getQueryCache().getAll().filter(wanted);
    if (missing.length === 0 || pass === MAX_PASSES) break;
    await current.run(rec, () => Promise.all(missing.map((q) => q.fetch().catch(() => undefined))));
  }
  const state = serializePageState(client, input.now, input.language);
  client.clear();
  return { html, status: status.status, title: status.title, state, answers: rec.answers };
}
