import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAGE_REDIRECTS, PAGE_ROUTES, SERVER_RENDERED_PAGES } from '@sankalp/shared/routes';
import { slugify } from '@sankalp/shared/slug';
import { invalidateCatalogCache } from '../../modules/catalog/catalog.service';
import { countQueries, MISSING_ID } from '../../modules/catalog/catalog.test-utils';
import { createTestApp, type TestApp } from '../../test/test-app';
import { renderedSite } from '../../test/rendered-site';

// Public pages arrive rendered with their data (issue 12, docs/decisions/014), through the real
// app: the web app's renderer (from source), its API in-process, the demo catalog.
let t: TestApp;
const item = { puja: '', event: '', campaign: '', product: '', temple: '', stream: '', pandit: '' };
/** What each item page must show in its HTML: the item's own title or name. */
const titles: Record<string, string> = {};
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const data = async <T>(url: string) => ((await t.app.inject({ url: `/api/v1${url}` })).json() as { data: T }).data;

beforeAll(async () => {
  t = await createTestApp({ web: await renderedSite() });
  const puja = (await data<{ slug: string; title: string }[]>('/pujas/all'))[0]!;
  const event = (await data<{ events: { name: string }[] }>('/chadhava-events/upcoming')).events[0]!;
  const campaign = (await data<{ title: string }[]>('/donationcampaigns'))[0]!;
  const product = (await data<{ products: { _id: string; name: string }[] }>('/products')).products[0]!;
  const temple = (await data<{ temples: { _id: string; name: string }[] }>('/temples')).temples[0]!;
  const stream = (await data<{ _id: string; title: string }[]>('/livestream'))[0]!;
  const pandit = (await data<{ pandits: { _id: string; name: string }[] }>('/pandits')).pandits[0]!;
  Object.assign(item, {
    puja: puja.slug,
    event: slugify(event.name),
    campaign: slugify(campaign.title),
    product: product._id,
    temple: temple._id,
    stream: stream._id,
    pandit: pandit._id,
  });
  Object.assign(titles, {
    '/puja-details/:name': puja.title,
    '/chadhava-details/:name': event.name,
    '/donation-details/:name': campaign.title,
    '/store/product/:id': product.name,
    '/temple/:id': temple.name,
    '/video/:id': stream.title,
    '/astro-booking/:id': pandit.name,
  });
}, 60_000);
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)![1]!) as {
    now: number;
    language: string;
    queries: { queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[] };
  };

/** A real path for each server-rendered route, from the demo catalog. */
function samplePath(path: string): string {
  const params: Record<string, string> = {
    '/temple/:id': `/temple/${item.temple}`,
    '/donation-details/:name': `/donation-details/${item.campaign}`,
    '/puja-details/:name': `/puja-details/${item.puja}`,
    '/chadhava-details/:name': `/chadhava-details/${item.event}`,
    '/astro-booking/:id': `/astro-booking/${item.pandit}`,
    '/store/product/:id': `/store/product/${item.product}`,
    '/video/:id': `/video/${item.stream}`,
    '*': '/no-such-page',
  };
  return params[path] ?? path;
}

describe('server-rendered pages', () => {
  it('every public route renders on the server, with its content and no page left loading', async () => {
    const routes = PAGE_ROUTES.filter(([, p]) => SERVER_RENDERED_PAGES.has(p));
    expect(routes.length).toBeGreaterThanOrEqual(SERVER_RENDERED_PAGES.size);
    for (const [path, name] of routes) {
      const url = samplePath(path);
      const res = await page(url);
      // A bare path the spec sends elsewhere (/puja-details: the pujas list) is a redirect.
      if (PAGE_REDIRECTS[path]) {
        expect(res.statusCode, url).toBe(301);
        expect(res.headers.location, url).toBe(PAGE_REDIRECTS[path]);
        continue;
      }
      const root = rootOf(res.body);
      expect(res.statusCode, url).toBe(name === 'pages/NotFoundPage' ? 404 : 200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(root, url).toContain('<main id="main"');
      expect(root, url).not.toMatch(/Loading[^<]*…<\/span>/); // no skeleton where content should be
      expect(stateOf(res.body).queries.queries.every((q) => q.state.status !== 'pending'), url).toBe(true);
      if (titles[path]) expect(root, url).toContain(html(titles[path]));
    }
  }, 120_000);

  it("renders a shared puja link complete: the puja's title and packages in the HTML, and its data for hydration", async () => {
    const puja = await data<{ title: string; waysToParticipate: { thumbnailTitle: string }[] }>(`/pujas/pujaByname/${item.puja}`);
    const res = await page(`/puja-details/${item.puja}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain(`<h1`);
    expect(root).toContain(puja.title.replace(/&/g, '&amp;'));
    expect(puja.waysToParticipate.length).toBeGreaterThan(0);
    for (const pkg of puja.waysToParticipate) expect(root).toContain(pkg.thumbnailTitle);
    const state = stateOf(res.body);
    expect(state.language).toBe('en');
    expect(state.queries.queries.find((q) => JSON.stringify(q.queryKey).includes(item.puja))?.state).toMatchObject({ status: 'success' });
  });

  it('answers 404 with the not-found page for unknown paths and unknown or malformed items of every kind', async () => {
    const unknown = [
      '/no-such-page',
      '/puja-details/no-such-puja',
      '/puja-details/%E2%9C%93%3C%3E', // not a name the API accepts (400): as unknown
      '/chadhava-details/no-such-event',
      '/donation-details/no-such-campaign',
      `/store/product/${MISSING_ID}`,
      '/store/product/not-an-id',
      `/temple/${MISSING_ID}`,
      '/temple/not-an-id',
      `/video/${MISSING_ID}`,
      '/video/not-an-id',
      `/astro-booking/${MISSING_ID}`,
    ];
    for (const url of unknown) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(rootOf(res.body), url).toMatch(/Not Found|not found|404/);
    }
  });

  it('sends signed-in pages and checkouts as the static shell the browser renders', async () => {
    for (const url of ['/profile', '/cart', `/puja-sankalp/${item.puja}`, '/admin/bookings']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<!--shell-->');
      expect(res.body, url).not.toContain('id="page-state"');
    }
  });

  it('renders in Hindi for a devotee who chose it (the language cookie), cached apart from English', async () => {
    const hi = await page('/pujas', { cookie: 'theme=x; language=hi' });
    expect(hi.body).toContain('<html lang="hi"');
    expect(stateOf(hi.body).language).toBe('hi');
    expect(rootOf(hi.body)).toContain('होम');
    const en = await page('/pujas');
    expect(en.body).toContain('<html lang="en"');
    expect(rootOf(en.body)).not.toContain('होम');
  });

  it('opens a shared ?lang= link in its language, before the cookie, each cached apart', async () => {
    const hi = await page('/pujas?lang=hi');
    expect(hi.body).toContain('<html lang="hi"');
    expect(stateOf(hi.body).language).toBe('hi');
    expect(rootOf(hi.body)).toContain('होम');
    const en = await page('/pujas?lang=en', { cookie: 'language=hi' });
    expect(en.body).toContain('<html lang="en"');
    expect(rootOf(en.body)).not.toContain('होम');
    // A value it does not know is ignored: the cookie decides.
    expect((await page('/pujas?lang=fr', { cookie: 'language=hi' })).body).toContain('<html lang="hi"');
  });

  it('serves a rendered page from cache, and shows a catalog change at once', async () => {
    const url = `/puja-details/${item.puja}`;
    await page(url);
    const queries = countQueries(t.db.db);
    const again = await page(url, { 'accept-encoding': 'gzip' });
    const br = await page(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(queries.count).toBe(0);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(again.rawPayload.length);

    await t.db.db.execute(sql`update pujas set title = 'Renamed Rudrabhishek' where slug = ${item.puja}`);
    invalidateCatalogCache(t.db.db, [`puja:${(await data<{ _id: string }>(`/pujas/pujaByname/${item.puja}`))._id}`]);
    expect(rootOf((await page(url)).body)).toContain('Renamed Rudrabhishek');
  });
});
