import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * A signed-in user's cart (a guest's stays in the browser): one row per variant. Only names are
 * stored, never a price: the cart is priced from the products at every read. The primary key
 * (user first) serves the one lookup, "this user's lines", and makes a repeated variant an upsert.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Option names ('' when the product has none). */
    size: text('size').notNull(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    /** Order of the lines as shown (a new line goes last). */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.size, t.color] }),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);
