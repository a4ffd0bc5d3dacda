import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** E2E_ALLOW_MISSING_ART=1 ignores 404s of /art/*.svg (never set it in CI once the art is in). */
export const ALLOW_MISSING_ART = process.env.E2E_ALLOW_MISSING_ART === '1';

/**
 * Every journey fails on a console error or an uncaught page error: a page that "works" while
 * logging errors is not done.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page answered 404 (an unknown path or item, rendered by the server as the not-found page)
      // is the server telling the truth; Chromium logs it as a failed resource, which it is not.
      const notFoundPages = new Set<string>();
      page.on('response', (r) => {
        if (r.status() === 404 && r.request().isNavigationRequest()) notFoundPages.add(r.url());
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (msg.text().startsWith('Failed to load resource') && notFoundPages.has(msg.location().url)) return;
        // Opt-in only, while the artwork is still being drawn: a missing /art/ file is not counted.
        if (ALLOW_MISSING_ART && /\/art\/[^/]+$/.test(new URL(msg.location().url || 'about:blank').pathname)) return;
        // 'Failed to load resource' says nothing of which one: add the URL it came from.
        const where = msg.location().url;
        errors.push(
          where && msg.text().startsWith('Failed to load resource') ? `${msg.text()} — ${where}` : msg.text(),
        );
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

const WIDTHS = [
  ['390', 390, 844],
  ['1280', 1280, 800],
] as const;

async function fullPageShot(page: Page, file: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.waitForLoadState('networkidle');
  // From the top: a page scrolled to a focused field would show its sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, file), fullPage: true });
}

/** Full-page screenshots at the two widths of DESIGN.md (390 px phone, 1280 px desktop). */
export async function screenshotBothWidths(page: Page, name: string, path: string, ready: (p: Page) => Promise<void>) {
  for (const [label, width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto(path);
    await ready(page);
    await fullPageShot(page, `${name}-${label}.png`);
  }
}

/** The page as it stands (a state reached by interaction, such as a form's errors), at both widths. */
export async function screenshotInPlace(page: Page, name: string) {
  for (const [label, width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await fullPageShot(page, `${name}-${label}.png`);
  }
}

/** One full-page shot at the current width. */
export const screenshotOnce = (page: Page, file: string) => fullPageShot(page, file);

/** A puja's slug from the API, by its state (upcoming | live | closed). */
export async function findPuja(page: Page, state: 'upcoming' | 'live' | 'closed') {
  const res = await page.request.get('/api/v1/pujas/all');
  const { data } = (await res.json()) as {
    data: { slug: string; title: string; startTime: string; endTime: string }[];
  };
  const now = Date.now();
  const match = data.find((p) => {
    const s = Date.parse(p.startTime);
    const e = Date.parse(p.endTime);
    return state === 'upcoming' ? now < s : state === 'live' ? now >= s && now <= e : now > e;
  });
  if (!match) throw new Error(`no ${state} puja in the seed`);
  return match;
}

/** A fresh account through the sign-up form (the form itself is tested in accounts.spec). */
export async function signUp(page: Page, who: { phone: string; fullName: string; email: string; password: string }) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Mobile Number').fill(who.phone);
  await page.getByLabel('Full Name').fill(who.fullName);
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password').fill(who.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
}
