import type { Page } from '@playwright/test';
import { api, inr, type ApiProduct } from './api';
import { expect, screenshotBothWidths, test } from './fixtures';

type Stocked = ApiProduct & {
  variants: ApiProduct['variants'] & { stock?: { size: string; color: string; available: number | null }[] };
};
type Envelope<T> = { success: boolean; data: T };
type CartView = {
  items: { product: string; size: string; color: string; quantity: number; unitPrice: number }[];
  count: number;
  subtotal: number;
};

/** A product of the seeded store whose first size and colour can be ordered (at least 3 left). */
async function orderableProduct(page: Page, category: 'cloths' | 'worship') {
  for (const item of await api(page).products(category)) {
    const p = (await api(page).product(item._id)) as Stocked;
    const size = p.variants.sizes[0]?.name ?? '';
    const color = p.variants.colors[0]?.name ?? '';
    const stock = p.variants.stock?.find((s) => s.size === size && s.color === color);
    if (!stock || stock.available === null || stock.available >= 3) return { product: p, size, color };
  }
  throw new Error(`no orderable ${category} product`);
}

const cartLink = (page: Page) => page.getByTestId('header-cart');
const guestLines = (page: Page) => page.evaluate(() => localStorage.getItem('sankalp.cart.v1'));

test('a guest fills a cart, keeps it across a reload, and finds it on the account after signing in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const kurta = await orderableProduct(page, 'cloths');
  const lamp = await orderableProduct(page, 'worship');
  const query = (v: { size: string; color: string }) =>
    new URLSearchParams({ size: v.size, color: v.color }).toString();

  await test.step('add two products from their pages; the header counts them', async () => {
    await page.goto('/');
    await expect(cartLink(page)).toHaveAccessibleName('Cart (0 items)');
    for (const v of [kurta, lamp]) {
      await page.goto(`/store/product/${v.product._id}?${query(v)}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('Added to cart')).toBeVisible();
    }
    await expect(cartLink(page)).toHaveAccessibleName('Cart (2 items)');
  });

  await test.step('the cart shows both lines priced by the server, the subtotal adds up', async () => {
    await page.getByRole('button', { name: 'View cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your Cart', level: 1 })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByRole('link', { name: kurta.product.name })).toHaveAttribute(
      'href',
      `/store/product/${kurta.product._id}?${query(kurta)}`,
    );
  });

  const quoted = (await (
    await page.request.post('/api/v1/cart/quote', {
      data: {
        lines: [kurta, lamp].map((v) => ({ product: v.product._id, size: v.size, color: v.color, quantity: 1 })),
      },
    })
  ).json()) as Envelope<CartView>;
  const [kurtaPrice, lampPrice] = quoted.data.items.map((i) => i.unitPrice) as [number, number];
  const summary = page.getByRole('complementary', { name: 'Order summary' });

  await test.step('change a quantity and remove a line; the subtotal and the header follow', async () => {
    await expect(summary).toContainText(inr(kurtaPrice + lampPrice));
    const first = page.getByTestId('cart-line').filter({ hasText: kurta.product.name });
    await first.getByRole('button', { name: 'Increase quantity' }).click();
    await first.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(first.getByTestId('cart-quantity')).toHaveText('3');
    await first.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(first.getByTestId('cart-quantity')).toHaveText('2');
    await expect(summary).toContainText(inr(2 * kurtaPrice + lampPrice));
    await expect(cartLink(page)).toHaveAccessibleName('Cart (3 items)');
    await page.getByRole('button', { name: new RegExp(`^Remove ${lamp.product.name}`) }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(summary).toContainText('Subtotal (2 items)');
    await expect(summary).toContainText(inr(2 * kurtaPrice));
    await expect(cartLink(page)).toHaveAccessibleName('Cart (2 items)');
  });

  await test.step('a reload keeps the cart (local storage)', async () => {
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-quantity')).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  await screenshotBothWidths(page, 'cart', '/cart', async (p) => {
    await expect(p.getByTestId('cart-line')).toHaveCount(1);
    await expect(p.locator('img[alt=""]').first()).toBeVisible();
  });

  await test.step('signing in merges the guest cart into the account once', async () => {
    const stamp = Date.now();
    const email = `cart.${stamp}@example.com`;
    const password = 'Tulsi-Ganga-Vriksh-42';
    const reg = await page.request.post('/api/v1/auth/register', {
      data: { email, phoneNumber: `7${String(stamp).slice(-9)}`, password, fullName: 'Kavya Menon' },
    });
    expect(reg.ok()).toBe(true);
    const { token } = ((await reg.json()) as Envelope<{ token: string }>).data;
    // The account already holds one lamp: the merge adds the guest's kurtas beside it.
    const put = await page.request.put('/api/v1/cart', {
      headers: { Authorization: `Bearer ${token}` },
      data: { lines: [{ product: lamp.product._id, size: lamp.size, color: lamp.color, quantity: 1 }] },
    });
    expect(put.ok()).toBe(true);

    await page.getByRole('link', { name: 'Login/Register' }).click();
    await page.getByLabel('Email or Phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart (3 items)');
    expect(await guestLines(page)).toBeNull();

    await cartLink(page).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(
      page.getByTestId('cart-line').filter({ hasText: kurta.product.name }).getByTestId('cart-quantity'),
    ).toHaveText('2');
    await expect(summary).toContainText(inr(2 * kurtaPrice + lampPrice));

    // A reload does not merge again: the account keeps 3 units.
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    const stored = (await (
      await page.request.get('/api/v1/cart', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as Envelope<CartView>;
    expect(stored.data.count).toBe(3);
    await screenshotBothWidths(page, 'cart-signed-in', '/cart', async (p) => {
      await expect(p.getByTestId('cart-line')).toHaveCount(2);
    });
  });

  await test.step('removing everything shows the empty cart with a way to the store', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (let n = 2; n > 0; n--) {
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await expect(page.getByTestId('cart-line')).toHaveCount(n - 1);
    }
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart (0 items)');
    await page.getByRole('link', { name: 'Browse the Store' }).click();
    await expect(page).toHaveURL(/\/store$/);
  });
});

test('a line that cannot be ordered blocks checkout until it is changed or removed', async ({ page }) => {
  const kurta = await orderableProduct(page, 'cloths');
  await page.goto('/');
  // An old or hand-edited cart: a size the product does not have, beside a good line.
  await page.evaluate(
    (lines) => localStorage.setItem('sankalp.cart.v1', JSON.stringify(lines)),
    [
      { product: kurta.product._id, size: 'No Such Size', color: kurta.color, quantity: 1 },
      { product: kurta.product._id, size: kurta.size, color: kurta.color, quantity: 1 },
    ],
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-problem')).toHaveText('No longer available');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'Change or remove the items marked above to continue.',
  );
  await screenshotBothWidths(page, 'cart-problem', '/cart', async (p) => {
    await expect(p.getByTestId('cart-problem')).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /^Remove .*No Such Size/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
});
