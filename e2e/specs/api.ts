import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Real ids and names from the running server's demo catalog, so the journeys never hard-code a
 * seed value that a later seed change would break.
 */
async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.ok(), `GET /api/v1${path} → ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

export type ApiPuja = {
  _id: string;
  slug: string;
  title: string;
  startTime: string;
  endTime: string;
  joinedNo: number;
};
export type ApiTemple = { _id: string; name: string; location: string };
export type ApiStream = { _id: string; title: string; viewers: number; startTime: string; endTime: string | null };
export type ApiCampaign = {
  _id: string;
  slug: string;
  title: string;
  sevas: { _id: string; title: string; price: number }[];
};
export type ApiEvent = { _id: string; slug: string; name: string; date: string; basePrice: number };
export type ApiPandit = { _id: string; name: string };
export type ApiProductItem = { _id: string; slug: string; name: string; category: string; basePrice: number };
export type ApiVariant = { name: string; extraPrice: number };
export type ApiProduct = ApiProductItem & { variants: { sizes: ApiVariant[]; colors: ApiVariant[] } };

export const api = (page: Page) => {
  const r = page.request;
  return {
    pujas: () => get<ApiPuja[]>(r, '/pujas/all'),
    temples: async () => (await get<{ temples: ApiTemple[] }>(r, '/temples')).temples,
    streams: () => get<ApiStream[]>(r, '/livestream'),
    campaigns: () => get<ApiCampaign[]>(r, '/donationcampaigns'),
    events: async () => (await get<{ events: ApiEvent[] }>(r, '/chadhava-events/upcoming')).events,
    pandits: async () => (await get<{ pandits: ApiPandit[] }>(r, '/pandits')).pandits,
    products: async (category?: string) =>
      (await get<{ products: ApiProductItem[] }>(r, `/products${category ? `?category=${category}` : ''}`)).products,
    product: async (id: string) => (await get<{ product: ApiProduct }>(r, `/products/${id}`)).product,
  };
};

/** Rupees as the site prints whole amounts: ₹ and Indian digit grouping (₹1,049 · ₹1,00,000). */
export const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

/** The first puja that has not ended yet (upcoming or live): its booking buttons are enabled. */
export async function openPuja(page: Page) {
  const now = Date.now();
  const match = (await api(page).pujas()).find((p) => Date.parse(p.endTime) > now);
  if (!match) throw new Error('no open puja in the seed');
  return match;
}

/**
 * Scrolls down the whole page a screen at a time (as a reader would), so sections rendered only
 * when they come into view are there for a full-page shot, then goes back to the top.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Lazy images below the fold never load in a full-page shot: load them all, then wait for them. */
export async function loadAllImages(page: Page) {
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete), undefined, {
    timeout: 30_000,
  });
}

/** The first item of a seeded list (the seed always has some). */
export function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('the demo catalog has an empty list');
  return item;
}
