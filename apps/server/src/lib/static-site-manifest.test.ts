import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from './static-site';

// The web app's own page and manifest, served from a built site as the server serves apps/web/dist.
const web = (path: string) => fileURLToPath(new URL(`../../../web/${path}`, import.meta.url));
const dist = mkdtempSync(join(tmpdir(), 'sankalp-web-'));
copyFileSync(web('index.html'), join(dist, 'index.html'));
copyFileSync(web('public/manifest.webmanifest'), join(dist, 'manifest.webmanifest'));
const app = Fastify();

beforeAll(async () => {
  await registerStaticSite(app, dist);
  await app.ready();
});
afterAll(() => app.close());

describe('the web manifest', () => {
  it('is served as application/manifest+json, cached but revalidated within a week', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(res.json()).toMatchObject({ name: 'Sankalp', start_url: '/', display: 'standalone' });
  });

  it("is linked from every page's head, with the iOS home-screen icon", async () => {
    const head = (await app.inject({ url: '/pujas' })).body.split('</head>')[0];
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
