import { and, eq, gt, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { payableConstraints, payableOwnerColumns, payableStatusColumns } from './payable-columns';

// Store orders (spec part 3 §§ 2-5, 7). Amounts are integer paise; timestamps come from ctx.now().

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The fulfilment states of a paid order (console moves them on); null while unpaid. */
export const PRODUCT_ORDER_STATUSES = ['placed', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type ProductOrderStatus = (typeof PRODUCT_ORDER_STATUSES)[number];

/**
 * A store order: written `pending` before the payment window opens, holding its lines' quantities
 * until `hold_expires_at`; made `completed` (and `status` placed) only by the payment core's
 * fulfilment, which takes the quantities off the shelf. The donor columns are the customer.
 */
export const productOrders = pgTable(
  'product_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...payableOwnerColumns(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    pincode: integer('pincode').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    amountTotalPaise: integer('amount_total_paise').notNull(),
    /** The quantities held for this order return to stock at this time unless it is paid. */
    holdExpiresAt: ts('hold_expires_at').notNull(),
    status: text('status').$type<ProductOrderStatus>(),
    ...payableStatusColumns(),
  },
  (t) => [
    index('product_orders_holds_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
    ...payableConstraints('product_orders', t),
    check('product_orders_amount_check', sql`${t.amountTotalPaise} > 0`),
    check(
      'product_orders_fulfilment_status_check',
      sql`${t.status} is null or ${t.status} in ('placed', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
  ],
);

/** A live hold of a store order: unpaid, not released, not lapsed at `now`. */
export const liveOrderHold = (now: Date) =>
  and(eq(productOrders.paymentStatus, 'pending'), gt(productOrders.holdExpiresAt, now));

/** The lines of an order, with the prices charged (a snapshot of the product's prices). */
export const productOrderLines = pgTable(
  'product_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => productOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    image: text('image').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    basePricePaise: integer('base_price_paise').notNull(),
    sizeExtraPaise: integer('size_extra_paise').notNull(),
    colorExtraPaise: integer('color_extra_paise').notNull(),
    /** Unit price: base + size extra + colour extra. */
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('product_order_lines_order_idx').on(t.orderId),
    index('product_order_lines_variant_idx').on(t.productId, t.size, t.color),
    check('product_order_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);
