import type { ProductItem } from '@sankalp/shared/api/admin-catalog';
import { toPaise, toRupees } from '@sankalp/shared/money';
import { eq, inArray } from 'drizzle-orm';
import { products, productStock } from '../../../../db/schema/catalog';
import { fieldError } from '../../../../lib/errors';
import { hiOf, metaOf, translationsOf, type EntityDef } from '../entity';

export const productEntity: EntityDef<'products'> = {
  noun: 'product',
  label: 'Product',
  table: products,
  cols: {
    id: products.id,
    title: products.name,
    published: products.published,
    updatedAt: products.updatedAt,
    slug: products.slug,
  },
  titleOf: (v) => v.name,

  async load(db, id) {
    const [p] = await db.select().from(products).where(eq(products.id, id));
    if (!p) return null;
    const stock = await db.select().from(productStock).where(eq(productStock.productId, id));
    const item: ProductItem = {
      ...metaOf(p),
      slug: p.slug,
      name: p.name,
      description: p.description,
      category: p.category as ProductItem['category'],
      features: p.features,
      primaryImage: p.primaryImage,
      secondaryImages: p.secondaryImages,
      basePrice: toRupees(p.basePricePaise),
      sizes: p.sizes.map((s) => ({ name: s.name, extraPrice: toRupees(s.extraPricePaise) })),
      colors: p.colors.map((c) => ({ name: c.name, extraPrice: toRupees(c.extraPricePaise), colorHex: c.colorHex })),
      relatedIds: p.relatedIds,
      stock: stock.map((s) => ({ size: s.size, color: s.color, onHand: s.onHand })),
      hi: hiOf(p.translations),
    };
    return item;
  },

  async check(db, id, v) {
    const wanted = [...new Set(v.relatedIds)];
    if (id && wanted.includes(id)) throw fieldError('relatedIds', 'A product cannot be related to itself');
    if (wanted.length === 0) return;
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
    if (found.length !== wanted.length)
      throw fieldError('relatedIds', 'Related products must be products of the store');
  },

  async save(db, id, v, w) {
    const { stock, basePrice, sizes, colors, relatedIds, hi, ...rest } = v;
    const row = {
      ...rest,
      ...translationsOf(hi),
      slug: w.slug!,
      basePricePaise: toPaise(basePrice),
      sizes: sizes.map((s) => ({ name: s.name, extraPricePaise: toPaise(s.extraPrice) })),
      colors: colors.map((c) => ({ name: c.name, extraPricePaise: toPaise(c.extraPrice), colorHex: c.colorHex })),
      relatedIds: [...new Set(relatedIds)],
      updatedAt: w.now,
    };
    let productId = id;
    if (productId) await db.update(products).set(row).where(eq(products.id, productId));
    else {
      const [created] = await db
        .insert(products)
        .values({ ...row, published: w.published })
        .returning({ id: products.id });
      productId = created!.id;
    }
    // Stock is what the form says it is now: the listed variants' shelf counts (no row: made to order).
    const pid = productId;
    await db.delete(productStock).where(eq(productStock.productId, pid));
    if (stock.length > 0)
      await db
        .insert(productStock)
        .values(stock.map((s) => ({ productId: pid, size: s.size, color: s.color, onHand: s.onHand })));
    return pid;
  },
};
