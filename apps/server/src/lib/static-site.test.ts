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
const app = Fastify();

beforeAll(async () => {
  await registerStaticSite(app, dist, async (path) => (path === '/' ? ['/art/hero-home.svg'] : path === '/boom' ? Promise.reject(new Error('x')) : []));
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
  });

  it('still serves the page when the hints fail', async () => {
    const res = await app.inject({ url: '/boom' });
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
