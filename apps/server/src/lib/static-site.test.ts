import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '@sankalp/shared/page-render';
import { registerStaticSite } from './static-site';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Generic</title><meta name="description" content="generic">' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-2.js"></head>' +
  '<body><div id="root"><!--shell--><p>skeleton</p><!--/shell--></div><noscript>needs JS</noscript></body></html>';
const dist = mkdtempSync(join(tmpdir(), 'sankalp-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'page-assets.json'), JSON.stringify({ 'pujas/PujaDetailsPage': ['/assets/PujaDetailsPage-x1.js', '/assets/Reviews-y2.js'] }));

// A renderer standing in for the web app's (rendered-pages.test.ts runs the real one): it
// fails on /boom, says 404 for /missing-puja and otherwise renders the path.
const renderPage: RenderPage = async ({ url }) => {
  if (url.startsWith('/puja-details/boom')) throw new Error('render broke');
  return { html: `<main>${url}</main>`, status: url.includes('missing') ? 404 : 200, state: '{"now":0}', answers: new Map() };
};
const ctx = { db: {} as never, now: () => new Date() };
const shellOnly = Fastify();
const rendering = Fastify({ logger: false });

beforeAll(async () => {
  await registerStaticSite(shellOnly, dist);
  await registerStaticSite(rendering, dist, { ctx, renderPage, head: ({ status }) => `<title>${status}</title>` });
  await Promise.all([shellOnly.ready(), rendering.ready()]);
});
afterAll(() => Promise.all([shellOnly.close(), rendering.close()]));

describe('the static site', () => {
  it('without a renderer sends the shell, with 404 for unknown paths', async () => {
    const home = await shellOnly.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toBe(INDEX);
    expect((await shellOnly.inject({ url: '/no-such-page' })).statusCode).toBe(404);
  });

  it("starts the matched page's own chunks", async () => {
    const res = await shellOnly.inject({ url: '/puja-details/maha-puja?ref=1' });
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/PujaDetailsPage-x1.js"><link rel="modulepreload" crossorigin href="/assets/Reviews-y2.js"></head>',
    );
    expect((await shellOnly.inject({ url: '/' })).body).not.toContain('PujaDetailsPage');
  });

  it('renders public pages in place of the shell, with their head, state, status and chunks', async () => {
    const res = await rendering.inject({ url: '/puja-details/maha-puja' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Its code starts once its content has loaded (page-loader.js), with the page's own chunks.
    expect(res.body).toBe(
      '<!doctype html><html lang="en"><head><title>200</title></head>' +
        '<body><div id="root"><main>/puja-details/maha-puja</main></div><script type="application/json" id="page-state">{"now":0}</script>' +
        '<script src="/page-loader.js" data-entry="/assets/index-1.js" data-preload="/assets/vendor-2.js /assets/PujaDetailsPage-x1.js /assets/Reviews-y2.js" defer></script></body></html>',
    );
    const missing = await rendering.inject({ url: '/puja-details/missing', headers: { cookie: 'language=hi' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="hi"><head><title>404</title>');
  });

  it('redirects the paths the spec names without a screen to the page that shows them', async () => {
    const products = await shellOnly.inject({ url: '/products?category=idols' });
    expect(products.statusCode).toBe(301);
    expect(products.headers.location).toBe('/store?category=idols');
    expect((await shellOnly.inject({ url: '/Astrologers/' })).headers.location).toBe('/astro');
    // A puja's page without its name: the pujas list (spec part 2 § 2), also when rendered.
    for (const app of [shellOnly, rendering]) {
      const nameless = await app.inject({ url: '/puja-details/' });
      expect(nameless.statusCode).toBe(301);
      expect(nameless.headers.location).toBe('/pujas');
    }
  });

  it('sends the shell when a render fails, and for pages the browser renders', async () => {
    const broken = await rendering.inject({ url: '/puja-details/boom' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<!--shell-->');
    const profile = await rendering.inject({ url: '/profile' });
    expect(profile.body).toContain('<!--shell-->');
  });

  it('caches hashed assets for a year and answers a real 404 for unknown API paths and files', async () => {
    const asset = await shellOnly.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await shellOnly.inject({ url: '/api/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    expect((await shellOnly.inject({ url: '/missing.png' })).statusCode).toBe(404);
  });
});
