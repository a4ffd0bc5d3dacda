import type { ProductOrderCreated } from '@sankalp/shared/api/product-orders';
import { toRupees } from '@sankalp/shared/money';
import {
  INVALID_COLOR,
  INVALID_PRODUCT,
  INVALID_QUANTITY,
  INVALID_SIZE,
  orderLinesOf,
  productOrderVerifySchema,
  type ProductOrderRequest,
} from '@sankalp/shared/schemas/productOrder';
import { PRODUCT_ORDER_QUANTITY_MAX } from '@sankalp/shared/constants';
import type { AppContext, SessionUser } from '../../context';
import { badRequest, conflict } from '../../lib/errors';
import { listAddresses } from '../addresses/addresses.service';
import { bookedTags, invalidateCatalogCache } from '../catalog/catalog.service';
import {
  checkClientTotal,
  cleanNotes,
  newPayable,
  openCheckout,
} from '../payments/payments.service';
import { toProductOrderView } from './orders.mappers';
import * as repo from './orders.repository';
import { payableReads } from '../payments/payable-reads';
import type { Language } from '../../lib/request-language';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

/** How long a new order holds its quantities while the customer pays. */
export const HOLD_MS = 15 * 60_000;

export const ORDER_NOT_FOUND = 'Order not found';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const ADDRESS_NOT_FOUND = 'Address not found';
export const SOLD_OUT = 'This item is sold out';
export const onlyLeft = (n: number) => `Only ${n} left`;

type PricedLine = repo.Variant & {
  name: string;
  slug: string;
  category: string;
  image: string;
  basePricePaise: number;
  sizeExtraPaise: number;
  colorExtraPaise: number;
  pricePaise: number;
  quantity: number;
  sort: number;
};

/**
 * Unit price = base + size extra + colour extra, in paise from the database. The size and colour
 * must be this product's; a variant at most 10 per order (repeated lines add up).
 */
async function price(ctx: Ctx, input: ProductOrderRequest) {
  const wanted = orderLinesOf(input);
  const found = new Map((await repo.findProducts(ctx.db, [...new Set(wanted.map((l) => l.product))])).map((p) => [p.id, p]));
  const lines: PricedLine[] = wanted.map((w, sort) => {
    const p = found.get(w.product);
    if (!p) throw badRequest(PRODUCT_NOT_FOUND, { field: 'product_ref_id', product: w.product });
    const size = p.sizes.find((s) => s.name === w.size);
    if (!size) throw badRequest(INVALID_SIZE, { field: 'selectedOptions.size', product: p.id });
    const color = p.colors.find((c) => c.name === w.color);
    if (!color) throw badRequest(INVALID_COLOR, { field: 'selectedOptions.color', product: p.id });
    if (w.quantity > PRODUCT_ORDER_QUANTITY_MAX) throw badRequest(INVALID_QUANTITY, { field: 'quantity', product: p.id });
    return {
      productId: p.id,
      size: size.name,
      color: color.name,
      name: p.name,
      slug: p.slug,
      category: p.category,
      image: p.primaryImage,
      basePricePaise: p.basePricePaise,
      sizeExtraPaise: size.extraPricePaise,
      colorExtraPaise: color.extraPricePaise,
      pricePaise: p.basePricePaise + size.extraPricePaise + color.extraPricePaise,
      quantity: w.quantity,
      sort,
    };
  });
  const totalPaise = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  if (totalPaise <= 0) throw badRequest(INVALID_PRODUCT);
  return { lines, totalPaise };
}

/** The delivery address: the form's, or (signed in) one of the user's saved addresses. */
async function deliveryAddress(ctx: AppContext, me: SessionUser | null, input: ProductOrderRequest) {
  if (input.address_for_delivery) {
    const a = input.address_for_delivery;
    return { ...a, addressLine2: a.addressLine2 ?? '' };
  }
  const wanted = input.addressId?.toLowerCase();
  const saved = me && wanted ? (await listAddresses(ctx, me.id)).find((a) => a.id === wanted) : undefined;
  if (!saved) throw badRequest(ADDRESS_NOT_FOUND, { field: 'addressId' });
  const { addressLine1, addressLine2, city, pincode, state, country } = saved;
  return { addressLine1, addressLine2, city, pincode, state, country };
}

/** 409 out_of_stock unless every made-to-stock line fits in on_hand minus the live holds. */
async function checkStock(tx: Parameters<typeof repo.lockStock>[0], lines: PricedLine[], now: Date) {
  const stock = await repo.lockStock(tx, lines);
  const held = await repo.liveHolds(tx, [...new Set(lines.map((l) => l.productId))], now);
  for (const l of lines) {
    const onHand = repo.onHandOf(stock, l);
    if (onHand === null) continue;
    const available = Math.max(0, onHand - repo.heldOf(held, l));
    if (available < l.quantity)
      throw conflict(
        available === 0 ? SOLD_OUT : onlyLeft(available),
        { available, product: l.productId, size: l.size, color: l.color },
        'out_of_stock',
      );
  }
}

// ─── Order ──────────────────────────────────────────────────────────────────

/**
 * POST /product-orders/create: the order is written pending, holding its quantities for HOLD_MS,
 * and the provider order is created for the server's total. Stock rows are locked in a fixed
 * order and the live holds counted, so stock never oversells; too little stock (409
 * out_of_stock), a client total that differs (409 total_changed) or bad input writes nothing.
 */
export async function createOrder(
  ctx: AppContext,
  me: SessionUser | null,
  input: ProductOrderRequest,
  language: Language = 'en',
): Promise<ProductOrderCreated> {
  const priced = await price(ctx, input);
  const total = input.pricing?.totalAmount;
  if (total !== null && total !== undefined) checkClientTotal(total, priced.totalPaise);
  const address = await deliveryAddress(ctx, me, input);
  const { customer } = input;

  const orderId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await checkStock(tx, priced.lines, now);
    const pending = await newPayable(tx, ctx, 'product_order', me, {
      language,
      now,
      amountPaise: priced.totalPaise,
      notes: (id) =>
        cleanNotes({
          order_id: id,
          product: priced.lines.map((l) => `${l.name} ${l.size} ${l.color} x${l.quantity}`).join('; '),
          total: toRupees(priced.totalPaise),
        }),
    });
    await repo.insertOrder(
      tx,
      {
        ...pending,
        donorName: customer.full_name,
        donorEmail: customer.email_address.toLowerCase(),
        donorPhone: customer.phone_number,
        ...address,
        amountTotalPaise: priced.totalPaise,
        holdExpiresAt: new Date(now.getTime() + HOLD_MS),
      },
      priced.lines,
    );
    return pending.id;
  });
  // The product reads show the stock its hold now takes.
  invalidateCatalogCache(ctx.db, bookedTags.products(priced.lines.map((l) => l.productId)));

  const { order: razorpayOrder, ...checkout } = await openCheckout(ctx, await repo.findOrder(ctx.db, orderId));
  return { order: await viewOf(ctx, orderId), razorpayOrder, ...checkout };
}

/** The view, verify and read every payable kind has (payments/payable-reads). */
const reads = payableReads('product_order', {
  notFoundMessage: ORDER_NOT_FOUND,
  load: async (db, id, promises, lang) => {
    const [bundle] = await repo.loadBundles(db, [id]);
    return bundle && toProductOrderView(bundle, promises, await repo.readerTexts(db, [bundle], lang));
  },
  verify: { schema: productOrderVerifySchema, named: (v) => v.bookingId, byOrder: true, as: 'order' },
});
const viewOf = reads.view;

// ─── Verify and read ────────────────────────────────────────────────────────

/**
 * POST /product-orders/verify-payment: the order is the one whose provider order WE stored (a
 * `bookingId`, when sent, must name it); the signature is checked and the payment settled. No
 * session needed: the signature is the proof. Malformed input is a plain failed verification.
 */
export const verifyPayment = reads.verifyPayment;

/** GET /product-orders/{id}?key=: the owner's session or the order's access key, else 404. */
export const getOrder = reads.read;
