import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from './static-site';

const dist = mkdtempSync(join(tmpdir(), 'sankalp-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'page-assets.json'), JSON.stringify({ 'pujas/PujaDetailsPage': ['/assets/PujaDetailsPage-x1.js', '/assets/Reviews-y2.js'] }));
const app = Fastify();

beforeAll(async () => {
  await registerStaticSite(app, dist, async ({ page, params }) => {
    if (page === 'home/HomePage') return { images: ['/art/hero-home.svg'] };
    if (page === 'pujas/PujaDetailsPage') return { data: { [`/pujas/pujaByname/${params.name}`]: { title: 'A </script><script>alert(1)</script> $& $1' } } };
    if (page === 'pages/NotFoundPage') throw new Error('hints broke');
    return {};
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the static site', () => {
  it('serves index.html for client routes, with the LCP image preloaded where known', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<link rel="preload" as="image" href="/art/hero-home.svg" fetchpriority="high"></head>');
    const other = await app.inject({ url: '/pujas?x=1' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('rel="preload"');
    expect(other.body).not.toContain('boot-data');
  });

  it("starts the matched page's own chunks and carries its first data, safely escaped", async () => {
    const res = await app.inject({ url: '/puja-details/maha-puja?ref=1' });
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/PujaDetailsPage-x1.js"><link rel="modulepreload" crossorigin href="/assets/Reviews-y2.js"></head>',
    );
    const json = /<script type="application\/json" id="boot-data">(.*?)<\/script><\/body>/.exec(res.body)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual({ '/pujas/pujaByname/maha-puja': { title: 'A </script><script>alert(1)</script> $& $1' } });
    expect((await app.inject({ url: '/' })).body).not.toContain('modulepreload');
  });

  it('still serves the page when the hints fail', async () => {
    const res = await app.inject({ url: '/boom' }); // the not-found page, whose hinter throws
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and answers a real 404 for unknown API paths and files', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ url: '/api/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    expect((await app.inject({ url: '/missing.png' })).statusCode).toBe(404);
  });
});
