import { PAGE_ROUTES } from '@sankalp/shared/routes';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pujas } from '../../db/schema/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countQueries, now } from '../catalog/catalog.test-utils';
import { isPublicPage, publicStaticPaths } from './site-pages';
import { buildSitemaps, sitemapCache, type Sitemaps } from './sitemap';

let t: TestApp;
let origin: string;
/** Seeded pujas renamed to names a URL and XML must escape, and one unpublished. */
const AMPERSAND = { title: "Ganga & Yamuna's <Aarti>", slug: "ganga-&-yamuna's-aarti" };
const HINDI = { title: 'गंगा आरती', slug: 'गंगा-आरती' };
let hiddenSlug: string;

beforeAll(async () => {
  t = await createTestApp({ now });
  origin = t.app.ctx.config.publicUrl;
  const rows = await t.db.db.select({ id: pujas.id, slug: pujas.slug }).from(pujas).orderBy(asc(pujas.id)).limit(3);
  await t.db.db.update(pujas).set(AMPERSAND).where(eq(pujas.id, rows[0]!.id));
  await t.db.db.update(pujas).set(HINDI).where(eq(pujas.id, rows[1]!.id));
  await t.db.db.update(pujas).set({ published: false }).where(eq(pujas.id, rows[2]!.id));
  hiddenSlug = rows[2]!.slug;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('GET /robots.txt', () => {
  it('allows the site, keeps private pages, checkouts, the API and the console out, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /',
      'Allow: /api/v1/media/',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /profile',
      'Disallow: /puja-sankalp/',
      'Disallow: /chadhava-checkout/',
      'Disallow: /donor-form',
      'Disallow: /astro-booking-form/',
      'Disallow: /product-order-details/',
      'Disallow: /Kundli-report',
      'Disallow: /kundli-report',
      `Sitemap: ${origin}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
  });

  it('disallows no public page: no rule is a prefix of a public path or item address', async () => {
    const disallowed = (await get('/robots.txt')).body
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    const publicPaths = PAGE_ROUTES.filter(([, page]) => isPublicPage(page)).map(([path]) =>
      path.replace(/:[a-zA-Z]+/g, 'x'),
    );
    expect(publicPaths).toContain('/puja-details/x');
    expect(publicPaths).toContain('/watch-live');
    for (const path of publicPaths)
      expect(
        disallowed.filter((d) => path.startsWith(d)),
        path,
      ).toEqual([]);
    // No rule is written twice or under another that covers it.
    expect(disallowed.filter((d) => disallowed.some((e) => e !== d && d.startsWith(e)))).toEqual([]);
  });
});

describe('GET /sitemap.xml and its parts', () => {
  let index: string;
  beforeAll(async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    index = res.body;
  });

  it('is an index of the pages part and one part per kind of item, each with its last change', () => {
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const parts = locs(index).map((l) => l.slice(`${origin}/sitemaps/`.length));
    expect(parts).toEqual([
      'pages.xml',
      'pujas-1.xml',
      'chadhava-events-1.xml',
      'temples-1.xml',
      'campaigns-1.xml',
      'products-1.xml',
      'pandits-1.xml',
      'streams-1.xml',
    ]);
    expect(index.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(parts.length - 1);
  });

  it('every part listed answers XML that parses to URLs of this site', async () => {
    for (const part of locs(index)) {
      const res = await get(part.slice(origin.length));
      expect(res.statusCode, part).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(res.body).length, part).toBeGreaterThan(0);
      for (const loc of locs(res.body)) expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    }
  });

  it('the pages part lists the public pages (and the content-selecting queries), no private one', async () => {
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages).toEqual(publicStaticPaths().map((p) => `${origin}${p}`));
    expect(pages).toContain(`${origin}/`);
    expect(pages).toContain(`${origin}/pujas`);
    expect(pages).toContain(`${origin}/donations?category=gau_seva`);
    expect(pages).toContain(`${origin}/store?category=worship`);
    for (const path of ['/checkout', '/cart', '/profile', '/puja-details', '/donor-form'])
      expect(pages).not.toContain(`${origin}${path}`);
  });

  it('the pujas part lists each published puja by its slug, %-encoded and XML-escaped, with its last change', async () => {
    const body = (await get('/sitemaps/pujas-1.xml')).body;
    // encodeURIComponent keeps the apostrophe: XML escapes it.
    expect(body).toContain(`<loc>${origin}/puja-details/ganga-%26-yamuna&apos;s-aarti</loc>`);
    expect(body).toContain(`<loc>${origin}/puja-details/${encodeURIComponent(HINDI.slug)}</loc>`);
    expect(body).not.toContain(`/puja-details/${encodeURIComponent(hiddenSlug)}<`);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(body).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
    const published = await t.db.db.select({ id: pujas.id }).from(pujas).where(eq(pujas.published, true));
    expect(locs(body)).toHaveLength(published.length);
  });

  it('items are addressed as their pages are: products, temples, pandits and streams by id', async () => {
    expect(locs((await get('/sitemaps/products-1.xml')).body)[0]).toMatch(
      new RegExp(`^${origin}/store/product/[0-9a-f-]{36}$`),
    );
    expect(locs((await get('/sitemaps/temples-1.xml')).body)[0]).toMatch(
      new RegExp(`^${origin}/temple/[0-9a-f-]{36}$`),
    );
    expect(locs((await get('/sitemaps/pandits-1.xml')).body)[0]).toMatch(
      new RegExp(`^${origin}/astro-booking/[0-9a-f-]{36}$`),
    );
    expect(locs((await get('/sitemaps/streams-1.xml')).body)[0]).toMatch(new RegExp(`^${origin}/video/[0-9a-f-]{36}$`));
    expect(locs((await get('/sitemaps/campaigns-1.xml')).body)[0]).toMatch(
      new RegExp(`^${origin}/donation-details/[^/]+$`),
    );
    expect(locs((await get('/sitemaps/chadhava-events-1.xml')).body)[0]).toMatch(
      new RegExp(`^${origin}/chadhava-details/[^/]+$`),
    );
  });

  it('an unknown part is a 404', async () => {
    for (const url of ['/sitemaps/pujas-9.xml', '/sitemaps/nothing.xml', '/sitemaps/pujas-1.txt', '/sitemaps/pages']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
  });

  it('is served from memory: a second round of requests reads nothing from the database', async () => {
    const queries = countQueries(t.db.db);
    try {
      for (const url of ['/sitemap.xml', '/sitemaps/pujas-1.xml', '/sitemaps/pages.xml'])
        expect((await get(url)).statusCode).toBe(200);
      expect(queries.count).toBe(0);
    } finally {
      queries.restore();
    }
  });
});

describe('buildSitemaps', () => {
  it('splits a kind into parts of at most the part size, listing every item once', async () => {
    const whole = await buildSitemaps(t.db.db, origin);
    const split = await buildSitemaps(t.db.db, origin, 2);
    const pujaParts = [...split.parts.keys()].filter((k) => k.startsWith('pujas-'));
    expect(pujaParts.length).toBeGreaterThan(1);
    const urls = pujaParts.flatMap((k) => locs(split.parts.get(k)!));
    for (const k of pujaParts) expect(locs(split.parts.get(k)!).length).toBeLessThanOrEqual(2);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.sort()).toEqual(locs(whole.parts.get('pujas-1')!).sort());
    expect(locs(split.index)).toEqual(expect.arrayContaining(pujaParts.map((k) => `${origin}/sitemaps/${k}.xml`)));
  });
});

describe('sitemapCache', () => {
  const sitemaps = (n: number): Sitemaps => ({ index: `index ${n}`, parts: new Map() });

  it('builds once per time to live, shares a build between concurrent callers, and retries after a failure', async () => {
    let clock = 0;
    let builds = 0;
    let fail = false;
    const get = sitemapCache(
      async () => {
        builds += 1;
        if (fail) throw new Error('database down');
        return sitemaps(builds);
      },
      1_000,
      () => clock,
    );
    const [a, b] = await Promise.all([get(), get()]);
    expect(a.index).toBe('index 1');
    expect(b).toBe(a);
    clock = 999;
    expect((await get()).index).toBe('index 1');
    clock = 1_000;
    fail = true;
    await expect(get()).rejects.toThrow('database down');
    fail = false;
    expect((await get()).index).toBe('index 3');
    expect(builds).toBe(3);
  });
});
