import type { Locator, Page } from '@playwright/test';
import { api, first, openPuja } from './api';
import { expect, test } from './fixtures';
import { openCheckout, settle, signIn } from './journeys';
import { routeUrl, upcomingEvent } from './route-urls';

/**
 * Issue 13's accessibility promises that axe cannot check (accessibility.spec.ts runs axe): primary
 * actions are 44 × 44 px on a phone, statuses are said in words, countdowns are not read out every
 * second, and text doubled in size (not zoom) still fits.
 */

const PHONE = { width: 390, height: 844 };
const visibleButton = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name }).filter({ visible: true }).first();
/** A button or a link that looks like one (a signed-in cart's checkout is a link). */
const visibleAction = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name }).or(scope.getByRole('link', { name })).filter({ visible: true }).first();

/** A line for each action smaller than 44 × 44 px (WCAG 2.5.5's size, which issue 13 promises). */
async function undersized(actions: [string, Locator][]): Promise<string[]> {
  const found: string[] = [];
  for (const [what, action] of actions) {
    await action.scrollIntoViewIfNeeded({ timeout: 10_000 });
    const box = await action.boundingBox();
    if (!box) found.push(`${what}: not on the page`);
    else if (Math.round(box.width) < 44 || Math.round(box.height) < 44)
      found.push(`${what}: ${Math.round(box.width)} × ${Math.round(box.height)} px`);
  }
  return found;
}

test('on a phone every primary action is at least 44 × 44 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.setViewportSize(PHONE);
  const found: string[] = [];
  const open = async (url: string) => {
    await page.goto(url);
    await settle(page);
  };

  await test.step('the header: menu and language', async () => {
    await open('/');
    found.push(
      ...(await undersized([
        ['header Menu', page.getByRole('button', { name: 'Menu' })],
        ['header language', page.getByTestId('language-switch')],
      ])),
    );
  });

  await test.step('a puja: its package, the sankalp, the chadhava step, the checkout', async () => {
    const puja = await openPuja(page);
    await open(`/puja-details/${puja.slug}`);
    found.push(...(await undersized([['puja: Select puja package', visibleButton(page, 'Select puja package')]])));
    // A phone shows the packages as tabs, each with its PARTICIPATE button (Book Now on a desktop).
    const book = visibleButton(page, /^(PARTICIPATE|Book Now): /);
    found.push(
      ...(await undersized([
        ['puja: package tab', page.getByRole('tab').first()],
        ['puja: PARTICIPATE', book],
      ])),
    );
    await book.click();
    await expect(page).toHaveURL(/\/puja-sankalp\//);
    await settle(page);
    const form = page.locator('main form').first();
    await form.locator('input[name="full_name"]').fill('Asha Devi');
    await form.locator('input[name="gotra"]').fill('Kashyap');
    await form.locator('input[name="phone_number"]').fill('9876543210');
    await form.locator('input[name="email_address"]').fill('asha.devi@example.com');
    const next = visibleButton(page, /^Continue/);
    found.push(...(await undersized([['sankalp: Continue', next]])));
    await next.click();
    await expect(page).toHaveURL(/\/puja-chadhava-selection\//);
    await settle(page);
    const pay = visibleButton(page, /^Pay ₹/);
    found.push(
      ...(await undersized([
        ['chadhava step: Add an offering', visibleButton(page, /^Add /)],
        ['chadhava step: Pay', pay],
      ])),
    );
    await pay.click();
    const sheet = page.getByRole('dialog');
    found.push(...(await undersized([['checkout: Pay', visibleButton(sheet, /^Pay ₹/)]])));
  });

  await test.step('a chadhava event: offer, proceed, pay', async () => {
    const event =
      (await api(page).events()).find((e) => Date.parse(e.date) > Date.now() && e.basePrice > 0) ??
      (await upcomingEvent(page));
    await open(`/chadhava-details/${event.slug}`);
    const add = visibleButton(page, /^Add /);
    found.push(...(await undersized([['chadhava: Add an offering', add]])));
    await add.click();
    const proceed = visibleButton(page, /^Proceed/);
    found.push(...(await undersized([['chadhava: Proceed', proceed]])));
    await proceed.click();
    await expect(page).toHaveURL(/\/chadhava-checkout\//);
    await settle(page);
    found.push(...(await undersized([['chadhava checkout: Pay', visibleButton(page, /^Pay ₹/)]])));
  });

  await test.step('a campaign: a seva, proceed to pay', async () => {
    const campaign = (await api(page).campaigns()).find((c) => c.sevas.length > 0)!;
    await open(`/donation-details/${campaign.slug}`);
    const add = visibleButton(page, `Add ${campaign.sevas[0]!.title}`);
    found.push(...(await undersized([['campaign: Add a seva', add]])));
    await add.click();
    found.push(...(await undersized([['campaign: Proceed to Pay', visibleButton(page, /^Proceed to Pay/)]])));
  });

  await test.step('a product: add to cart, buy now; the cart: checkout', async () => {
    const product = first(await api(page).products('worship'));
    await open(`/store/product/${product._id}`);
    const add = visibleButton(page, 'Add to Cart');
    found.push(
      ...(await undersized([
        ['product: Add to Cart', add],
        ['product: Buy Now', visibleButton(page, /^Buy Now/)],
      ])),
    );
    await add.click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await open('/cart');
    found.push(...(await undersized([['cart: Proceed to Checkout', visibleAction(page, 'Proceed to Checkout')]])));
  });

  await test.step('a consultation: book a call, pay and book', async () => {
    const pandit = first(await api(page).pandits());
    await open(`/astro-booking/${pandit._id}`);
    found.push(...(await undersized([['astrologer: Book a call', page.getByRole('link', { name: 'Book a call' })]])));
    await open(`/astro-booking-form/${pandit._id}`);
    found.push(...(await undersized([['consultation: Pay & Book', visibleButton(page, 'Pay & Book Consultation')]])));
  });

  await test.step('the kundli form', async () => {
    await open('/kundli');
    found.push(...(await undersized([['kundli: Create my Kundli', visibleButton(page, 'Create my Kundli')]])));
  });

  expect(found).toEqual([]);
});

type Envelope<T> = { data: T };
type Checkout = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

/** A signed-in devotee's paid puja booking (with prasad) and paid prasad order, made through the API as the pages do. */
async function paidRecords(page: Page, token: string) {
  const r = page.request;
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await r.post(`/api/v1${path}`, { data: body, headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return ((await res.json()) as Envelope<T>).data;
  };
  const pay = (orderId: string) =>
    r
      .post('/api/v1/payments/sandbox/pay', { data: { order_id: orderId, outcome: 'success' } })
      .then((res) => res.json() as Promise<Checkout>);
  const who = { full_name: 'Kamala Devi', email_address: 'kamala.devi@example.com', phone_number: '9876522334' };
  const address = {
    addressLine1: '14 Assi Ghat Road',
    addressLine2: '',
    city: 'Varanasi',
    pincode: 221005,
    state: 'Uttar Pradesh',
    country: 'India',
  };

  const puja = await openPuja(page);
  const detail = (await (await r.get(`/api/v1/pujas/pujaByname/${puja.slug}`)).json()) as Envelope<{
    _id: string;
    waysToParticipate: { _id: string; price: number }[];
  }>;
  const pkg = first(detail.data.waysToParticipate);
  const sankalp = await post<{ _id: string }>('/sankalp/', {
    ...who,
    gotra: 'Kashyap',
    family_members_names: [],
    wants_prasad: true,
    address_for_prasad_delivery: address,
    puja_ref_id: detail.data._id,
    ways_to_participate_ref_id: pkg._id,
  });
  const booking = await post<{ booking: { _id: string }; order: { id: string }; accessKey: string }>('/poojabooking/', {
    puja_ref_id: detail.data._id,
    ways_to_participate_ref_id: pkg._id,
    chadhava_included: null,
    amount_total: pkg.price,
    sankalp_ref_id: sankalp._id,
    payment_status: 'completed',
    donor_details: { full_name: who.full_name, email: who.email_address, phone: who.phone_number },
  });
  await post('/poojabooking/verifypayment', { bookingId: booking.booking._id, ...(await pay(booking.order.id)) });

  const offerings = (await (await r.get('/api/v1/prasad/offerings')).json()) as Envelope<{
    offerings: { _id: string }[];
  }>;
  const prasad = await post<{ order: { _id: string; trackingId: string }; razorpayOrder: { id: string } }>(
    '/prasad/orders',
    {
      offering: first(offerings.data.offerings)._id,
      quantity: 1,
      customer: who,
      address_for_delivery: address,
    },
  );
  await post('/prasad/orders/verify-payment', { bookingId: prasad.order._id, ...(await pay(prasad.razorpayOrder.id)) });
  return {
    successPage: `/puja-checkout-success/${puja.slug}?booking=${booking.booking._id}&key=${booking.accessKey}`,
    tracking: `/prasad?track=${prasad.order.trackingId}`,
  };
}

/** A new devotee signed in (as journeys.signIn), answering the session token for API calls. */
async function signInWithToken(page: Page): Promise<string> {
  await signIn(page);
  await page.goto('/');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  return token!;
}

/**
 * Every status element on the page (StatusChip and the status lines, marked data-status-text), with
 * the words a reader sees in it: text in boxes bigger than a pixel, so screen-reader-only text does
 * not count, and with at least one letter, so a bare dot, icon or number does not either.
 */
async function statusesWithoutWords(page: Page, where: string): Promise<{ seen: number; wordless: string[] }> {
  const statuses = await page.locator('[data-status-text]').evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const seen: string[] = [];
        const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          const box = n.parentElement!.getBoundingClientRect();
          if (box.width > 1 && box.height > 1) seen.push(n.textContent ?? '');
        }
        return { html: el.outerHTML.slice(0, 160), words: seen.join('').trim() };
      }),
  );
  return {
    seen: statuses.length,
    wordless: statuses.filter((s) => !/\p{L}/u.test(s.words)).map((s) => `${where}: no words in ${s.html}`),
  };
}

test('every status a devotee sees says its state in words, not colour alone', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await signInWithToken(page);
  const { successPage, tracking } = await paidRecords(page, token);
  const stream = first(await api(page).streams());
  // Each page and how many statuses it shows at least (so a page that lost its statuses fails too).
  const pages: [string, number][] = [
    ['/pujas', 3], // each card's countdown or Closed
    [await routeUrl(page, '/puja-details/:name'), 1],
    [await routeUrl(page, '/temple/:id'), 1],
    ['/chadhava', 3], // each event's countdown, Open today, Fully booked or Closed
    ['/live', 2], // each stream's Live now / Offline, the LIVE badge
    [`/video/${stream._id}`, 1], // UPCOMING / LIVE / ENDED
    [successPage, 3], // the payment band, each promise's state
    ['/profile?tab=orders', 2], // the booking's payment and booking status, its next step
    ['/prasad?tab=current', 1], // the prasad order's status
    [tracking, 1], // its tracking status
    ['/notifications', 1], // Unread
  ];
  const wordless: string[] = [];
  const tooFew: string[] = [];
  for (const width of [PHONE.width, 1280]) {
    await page.setViewportSize({ width, height: width === PHONE.width ? PHONE.height : 800 });
    for (const [url, least] of pages) {
      await page.goto(url);
      await settle(page);
      await expect(page.locator('main')).toBeVisible();
      const found = await statusesWithoutWords(page, `${url} @${width}`);
      wordless.push(...found.wordless);
      if (found.seen < least) tooFew.push(`${url} @${width}: ${found.seen} statuses, at least ${least} expected`);
    }
  }
  expect(wordless).toEqual([]);
  expect(tooFew).toEqual([]);
});

/**
 * What changed on the page while the clock ran for `ms` (fast-forwarded: a minute passes at once, so
 * countdowns in minutes tick too), and which of those changes a screen reader would announce: each
 * changed text must sit in an explicit aria-live="off" with no polite or assertive region around it.
 */
async function announcedTicks(page: Page, ms: number): Promise<{ ticked: number; announced: string[] }> {
  await page.evaluate(() => {
    const w = window as unknown as { __ticks: Node[] };
    w.__ticks = [];
    new MutationObserver((records) => w.__ticks.push(...records.map((r) => r.target))).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.clock.runFor(ms);
  // React renders the last ticks on its next frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  return page.evaluate(() => {
    const LOUD_ROLES = new Set(['status', 'alert', 'log', 'marquee']);
    const changed = new Set(
      (window as unknown as { __ticks: Node[] }).__ticks
        .map((n) => (n.nodeType === Node.ELEMENT_NODE ? (n as Element) : n.parentElement))
        .filter((el): el is Element => !!el && el.isConnected && (el.textContent ?? '').trim() !== ''),
    );
    const announced: string[] = [];
    for (const el of changed) {
      const region = el.closest('[aria-live]');
      let loud: Element | null = null;
      for (let a: Element | null = el; a && !loud; a = a.parentElement) {
        const live = a.getAttribute('aria-live');
        if (live === 'polite' || live === 'assertive' || LOUD_ROLES.has(a.getAttribute('role') ?? '')) loud = a;
      }
      if (region?.getAttribute('aria-live') !== 'off' || loud)
        announced.push(`"${el.textContent!.trim().slice(0, 60)}" in ${(loud ?? region ?? el).outerHTML.slice(0, 120)}`);
    }
    return { ticked: changed.size, announced };
  });
}

test('countdowns tick silently: aria-live="off", inside no live region', async ({ page }) => {
  test.setTimeout(120_000);
  // Moving carousels would count as changes; the reduced-motion setting stops them.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const stream = first(await api(page).streams());
  const pages = [
    '/pujas',
    await routeUrl(page, '/puja-details/:name'),
    '/chadhava',
    await routeUrl(page, '/chadhava-details/:name'),
    '/live',
    `/video/${stream._id}`,
  ];
  const announced: string[] = [];
  const still: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    await settle(page);
    const found = await announcedTicks(page, 61_000);
    announced.push(...found.announced.map((a) => `${url}: ${a}`));
    if (found.ticked === 0) still.push(url);
  }
  expect(announced).toEqual([]);
  // Each of these pages has a countdown; one that did not tick was not checked.
  expect(still).toEqual([]);
});

/** Buttons, headings and labels whose text is cut off by their own box (overflow not visible). */
async function clippedText(page: Page, where: string): Promise<string[]> {
  const clipped = await page.evaluate(() =>
    Array.from(document.querySelectorAll('button, [role="button"], a[class*="rounded-full"], h1, h2, h3, h4, label'))
      .filter((el) => {
        const s = getComputedStyle(el);
        if (el.getClientRects().length === 0 || s.visibility === 'hidden' || !(el.textContent ?? '').trim())
          return false;
        if (el.closest('.sr-only, [aria-hidden="true"]')) return false;
        const hides = s.overflowX !== 'visible' || s.overflowY !== 'visible' || s.textOverflow === 'ellipsis';
        return hides && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 50)}" ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
      ),
  );
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return [
    ...clipped.map((c) => `${where}: ${c}`),
    ...(sideways > 0 ? [`${where}: the page scrolls ${sideways} px sideways`] : []),
  ];
}

test('text at 200 % (the browser’s font size, not zoom) fits at 1280 px: no sideways scroll, no clipped words', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Chromium's own font-size setting (Settings → Appearance → Font size), which is what a devotee
  // with weak eyes changes: it doubles the default size and leaves the layout width alone. Unlike
  // zoom, it grows only what is sized in rem/em, so a size fixed in px is caught here too.
  const token = await signInWithToken(page);
  const found: string[] = [];
  const check = async (url: string) => {
    await page.goto(url);
    await settle(page);
    found.push(...(await clippedText(page, url)));
  };
  const textSizes = () =>
    page.evaluate(() =>
      [document.body, document.querySelector('main h1')!].map((el) => parseFloat(getComputedStyle(el).fontSize)),
    );
  // Breakpoints are in rem too, so 1280 px at 200 % lays out as 640 px at 100 %: there every text
  // size must be exactly double, the body's and the heading's (whose class says px) alike.
  await page.setViewportSize({ width: 640, height: 800 });
  await check('/pujas');
  const before = await textSizes();
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await check('/pujas');
  expect(await textSizes()).toEqual(before.map((px) => px * 2));

  const product = await api(page).product(first(await api(page).products('worship'))._id);
  const line = {
    product: product._id,
    size: first(product.variants.sizes).name,
    color: first(product.variants.colors).name,
    quantity: 1,
  };
  const add = await page.request.put('/api/v1/cart', {
    data: { lines: [line] },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(add.ok(), await add.text()).toBe(true);
  for (const route of [
    '/',
    '/puja-details/:name',
    '/donation-details/:name',
    '/store/product/:id',
    '/astro-booking-form/:panditId',
  ])
    await check(await routeUrl(page, route));
  for (const url of ['/cart', '/profile']) await check(url);

  await openCheckout(page);
  found.push(...(await clippedText(page, 'checkout dialog')));
  expect(found).toEqual([]);
});
