import type { Page } from '@playwright/test';
import { PAGE_ROUTES } from '../../packages/shared/src/routes';
import { api, first, openPuja, type ApiEvent } from './api';

/**
 * Every page of the route table as a real URL: a route with a :parameter gets a real id or
 * name from the API. The route crawls (routes.spec.ts, the Hindi crawl, the accessibility run)
 * share it, so a new route fails them all until it is given here.
 */
export async function upcomingEvent(page: Page, which: (e: ApiEvent) => boolean = () => true) {
  const events = (await api(page).events()).filter(which);
  return events.find((e) => Date.parse(e.date) > Date.now()) ?? first(events);
}

const PARAMS: Record<string, (page: Page) => Promise<string>> = {
  '/temple/:id': async (page) => first(await api(page).temples())._id,
  '/donation-details/:name': async (page) => first(await api(page).campaigns()).slug,
  '/puja-details/:name': async (page) => (await openPuja(page)).slug,
  '/puja-sankalp/:pujaName': async (page) => (await openPuja(page)).slug,
  '/puja-chadhava-selection/:name': async (page) => (await openPuja(page)).slug,
  '/puja-checkout-success/:name': async (page) => (await openPuja(page)).slug,
  '/chadhava-details/:name': async (page) => (await upcomingEvent(page)).slug,
  // A free event: with no offering chosen there is nothing to pay, so the page says so.
  '/chadhava-checkout/:name': async (page) => (await upcomingEvent(page, (e) => e.basePrice === 0)).slug,
  '/chadhava-checkout-success/:name': async (page) => (await upcomingEvent(page)).slug,
  '/astro-booking/:id': async (page) => first(await api(page).pandits())._id,
  '/astro-booking-form/:panditId': async (page) => first(await api(page).pandits())._id,
  '/store/product/:id': async (page) => first(await api(page).products())._id,
  '/product-order-details/:name': async (page) => first(await api(page).products()).slug,
  '/product-order-confirmation/:name': async (page) => first(await api(page).products()).slug,
  '/video/:id': async (page) => first(await api(page).streams())._id,
};

/** The route table's paths in the spec's order, without the catch-all and the console. */
export const CRAWLED_ROUTES: string[] = PAGE_ROUTES.map(([path]) => path as string).filter(
  (path) => path !== '*' && !path.startsWith('/admin'),
);

/** The URL that opens `route` (its parameter filled from the API). */
export async function routeUrl(page: Page, route: string): Promise<string> {
  if (!/:\w+/.test(route)) return route;
  const param = PARAMS[route];
  if (!param) throw new Error(`route-urls.ts: no real id for ${route}`);
  return route.replace(/:\w+/, encodeURIComponent(await param(page)));
}
