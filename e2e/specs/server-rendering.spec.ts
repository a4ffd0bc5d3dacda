import { api, first } from './api';
import { expect, findPuja, test } from './fixtures';
import { upcomingEvent } from './route-urls';

// Pages that arrive rendered (issue 12, docs/decisions/014): what a devotee opening a shared link
// sees before any JavaScript runs, and what the page becomes once it has.

test('a shared puja link shows its title and packages with JavaScript off', async ({ browser, page }) => {
  const puja = await findPuja(page, 'upcoming');
  const detail = (await (await page.request.get(`/api/v1/pujas/pujaByname/${puja.slug}`)).json()).data as {
    waysToParticipate: { thumbnailTitle: string }[];
  };
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const p = await noJs.newPage();
  const res = await p.goto(`/puja-details/${puja.slug}`);
  expect(res!.status()).toBe(200);
  await expect(p.getByRole('heading', { level: 1, name: puja.title })).toBeVisible();
  // The desktop grid (CSS shows the layout that fits the screen).
  for (const pkg of detail.waysToParticipate)
    await expect(p.getByRole('heading', { name: pkg.thumbnailTitle }).filter({ visible: true }).first()).toBeVisible();
  await expect(p).toHaveTitle(`${puja.title} — Sankalp`);
  await noJs.close();
});

test('an English page of prices fetches no Devanagari font; a Hindi page does', async ({ page, baseURL }) => {
  const puja = await findPuja(page, 'upcoming');
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  for (const path of [`/puja-details/${puja.slug}`, '/']) {
    await page.goto(path);
    if (path !== '/') await expect(page.getByText(/₹/).filter({ visible: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The rupee sign and the language switch's "हिन्दी" are the device's to draw: 50 KB of
    // Devanagari per weight for them would hold the page's words back on a slow connection.
    expect(fonts.filter((f) => f.includes('devanagari')), path).toEqual([]);
  }
  expect(fonts.length).toBeGreaterThan(0);
  await page.context().addCookies([{ name: 'language', value: 'hi', url: baseURL! }]);
  await page.goto(`/puja-details/${puja.slug}`);
  await page.waitForLoadState('networkidle');
  expect(fonts.some((f) => f.includes('devanagari'))).toBe(true);
});

test('a first visit asks for no Latin face before the page has loaded; the next page uses the Noto faces', async ({ page }) => {
  const puja = await findPuja(page, 'upcoming');
  await page.goto(`/puja-details/${puja.slug}`);
  await page.waitForLoadState('networkidle');
  // Decision 017: the first page is drawn in the device's font, so a slow connection gives its
  // bandwidth to the page; the faces come once it has loaded, for the next page.
  const first = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const faces = performance.getEntriesByType('resource').filter((r) => /\/noto-(sans|serif)-latin-/.test(r.name));
    return { loadAt: nav.loadEventStart, facesAt: faces.map((r) => r.startTime), body: getComputedStyle(document.body).fontFamily };
  });
  expect(first.body).not.toContain('Noto Sans,');
  expect(first.facesAt).toHaveLength(4);
  for (const at of first.facesAt) expect(at).toBeGreaterThanOrEqual(first.loadAt);
  await expect(page.locator('html')).not.toHaveClass(/web-fonts/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('web-fonts'))).toBe('1');

  // The page moved to in this visit, and every page of the next visit, use them.
  await page.getByRole('banner').getByRole('link', { name: 'Sankalp home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/web-fonts/);
  await page.goto(`/puja-details/${puja.slug}`);
  await expect(page.locator('html')).toHaveClass(/web-fonts/);
  const next = await page.evaluate(() => ({ body: getComputedStyle(document.body).fontFamily, ready: document.fonts.check('400 1em "Noto Sans"') }));
  expect(next.body).toMatch(/^"Noto Sans"/);
  expect(next.ready).toBe(true);
});

test('the pages shared most load no validation library: zod waits for a form', async ({ page }) => {
  const puja = await findPuja(page, 'upcoming');
  const product = first(await api(page).products());
  const campaign = first(await api(page).campaigns());
  const event = await upcomingEvent(page);
  for (const path of ['/', `/puja-details/${puja.slug}`, `/store/product/${product._id}`, `/donation-details/${campaign.slug}`, `/chadhava-details/${event.slug}`, '/faq']) {
    const scripts: Promise<string>[] = [];
    const listen = (r: import('@playwright/test').Response) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text());
    };
    page.on('response', listen);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    page.off('response', listen);
    // A constant the page shows (a quantity's limit, a message's length) comes from constants.ts;
    // taken from a schema module it brought zod (about 25 KB gzip) into the page's first load.
    const bodies = await Promise.all(scripts);
    expect(bodies.length, path).toBeGreaterThan(0);
    expect(bodies.filter((b) => b.includes('$ZodType')).length, path).toBe(0);
  }
});

test('with JavaScript the page hydrates without asking for its data again, and its countdown keeps ticking', async ({ page }) => {
  // A phone, as most devotees (a wider screen then shows more carousel cards, which redraws them).
  await page.setViewportSize({ width: 390, height: 844 });
  const puja = await findPuja(page, 'upcoming');
  // Hydration takes the server's markup over: none of the page's content is thrown away and
  // drawn again (which would move it and repaint its picture).
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedByHydration: string[] }).removedByHydration = removed;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.removedNodes)) if (n instanceof Element && n.closest('#main') === null && r.target instanceof Element && r.target.closest('#main')) removed.push(n.tagName);
    }).observe(document, { childList: true, subtree: true });
  });
  const dataCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/pujas/pujaByname/')) dataCalls.push(r.url());
  });
  const res = await page.goto(`/puja-details/${puja.slug}`);
  const html = await res!.text();
  expect(html).toContain('<script type="application/json" id="page-state">');
  // Its code (the page's own chunk among it) starts once its content has loaded.
  expect(html).toMatch(/<script src="\/page-loader.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*\/assets\/PujaDetailsPage-[\w-]+\.js[^"]*" defer><\/script>/);
  const hero = page.getByRole('heading', { level: 1, name: puja.title });
  await expect(hero).toBeVisible();
  // The countdown was rendered by the server, and moves once React has taken the page over.
  const badge = page.getByText(/^Starts in /).first();
  await expect(badge).toBeVisible();
  const before = await badge.textContent();
  await expect(badge).not.toHaveText(before!, { timeout: 3000 });
  await expect(page.locator('#page-state')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(dataCalls).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { removedByHydration: string[] }).removedByHydration)).toEqual([]);
  // Interactive: the phone's menu opens and a client-side navigation works from the rendered page.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Book Puja' }).click();
  await expect(page).toHaveURL(/\/pujas$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('unknown pages and items answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/puja-details/no-such-puja', '/store/product/00000000-0000-4000-8000-000000000000']) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(/not found/i);
  }
});

test('a link pasted into a chat finds its preview card: Open Graph tags and a 1200 × 630 image', async ({ page }) => {
  const puja = await findPuja(page, 'upcoming');
  const product = first(await api(page).products());
  for (const path of [`/puja-details/${puja.slug}`, `/store/product/${product._id}`]) {
    // As a crawler fetches it: the HTML alone, no JavaScript.
    const html = await (await page.request.get(path, { headers: { 'user-agent': 'WhatsApp/2.23' } })).text();
    const og = (p: string) => new RegExp(`<meta property="og:${p}" content="([^"]*)"`).exec(html)?.[1];
    expect(og('title'), path).toBeTruthy();
    expect(og('image:width'), path).toBe('1200');
    const image = await page.request.get(new URL(og('image')!).pathname);
    expect(image.status(), path).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(html).toContain('<script type="application/ld+json">');
  }
});

test('a button pressed before the page has taken over is not lost: it is pressed again once it has', async ({ page }) => {
  // The page's code arrives a second late, as on a slow phone.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto('/chadhava', { waitUntil: 'domcontentloaded' });
  const week = page.getByRole('button', { name: 'This week' });
  await expect(week).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await week.click();
  await expect(page).toHaveURL(/[?&]when=week/);
  await expect(week).toHaveAttribute('aria-pressed', 'true');
});

test('a page scrolled before it has taken over stays where the devotee scrolled it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto('/pujas', { waitUntil: 'domcontentloaded' });
  // The first scroll starts the page's code; taking the page over must not jump back to the top.
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
});

test('words typed into a search box before the page has taken over are searched', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto('/temples', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Search temples by name or location' }).fill('Varanasi');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=Varanasi/);
});

test('a link pressed while the page is being taken over is followed, not lost', async ({ page }) => {
  // A slow phone: hydration takes a while, and the press lands the moment React has the page,
  // before its router can navigate. The browser follows the link as a plain one instead.
  const cdp = await page.context().newCDPSession(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  // What the press met is kept in sessionStorage: the press may leave the page (a plain link's
  // navigation) before this evaluate can answer, which then fails with "context destroyed".
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          const root = document.getElementById('root')!;
          const link = Array.from(document.querySelectorAll('a')).find((a) => /Today's Panchang/.test(a.textContent ?? ''))!;
          const check = () => {
            if (Object.keys(root).some((k) => k.startsWith('__reactContainer'))) {
              sessionStorage.setItem('pressed-early', String(!document.documentElement.hasAttribute('data-hydrated')));
              link.click();
              resolve();
            } else setTimeout(check, 0);
          };
          check();
        }),
    )
    .catch((e: Error) => {
      if (!/context was destroyed/.test(e.message)) throw e;
    });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/panchang$/);
  expect(await page.evaluate(() => sessionStorage.getItem('pressed-early')), 'pressed before the page had hydrated').toBe('true');
});
