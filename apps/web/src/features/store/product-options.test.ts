import { describe, expect, it } from 'vitest';
import type { Product, ProductListItem } from '@sankalp/shared/api/catalog';
import {
  galleryImages,
  parseQuantity,
  productPricing,
  relatedItems,
  resolveSelection,
  selectionToParams,
  swapWithMain,
} from './product-options';
import { buildOrderHandoff, readOrderDetailsState } from './order-handoff';

const item = (id: string): ProductListItem => ({
  _id: id,
  name: `P ${id}`,
  slug: `p-${id}`,
  category: 'cloths',
  primaryImage: `/art/${id}.svg`,
  basePrice: 100,
});

const product: Product = {
  ...item('dhoti'),
  name: 'Silk Dhoti',
  basePrice: 1499,
  description: 'A dhoti',
  features: ['Pure silk'],
  secondaryImages: ['/art/a.svg', '/art/b.svg', '/art/c.svg', '/art/d.svg', '/art/e.svg'],
  variants: {
    sizes: [
      { name: 'Free Size', extraPrice: 0 },
      { name: 'XL', extraPrice: 200 },
    ],
    colors: [
      { name: 'Cream', extraPrice: 0, colorHex: '#FFFBF3' },
      { name: 'Saffron', extraPrice: 150, colorHex: '#C2410C' },
    ],
  },
  relatedProducts: [item('dhoti'), item('a'), item('b'), item('a'), item('c'), item('d'), item('e')],
};

describe('resolveSelection', () => {
  it('defaults to the first size, the first colour and quantity 1', () => {
    const s = resolveSelection(product, {});
    expect(s.size?.name).toBe('Free Size');
    expect(s.color?.name).toBe('Cream');
    expect(s.quantity).toBe(1);
  });
  it('reads the chosen size, colour and quantity from the link', () => {
    const s = resolveSelection(product, { size: 'XL', color: 'Saffron', qty: '3' });
    expect([s.size?.name, s.color?.name, s.quantity]).toEqual(['XL', 'Saffron', 3]);
  });
  it('falls back to defaults for unknown names and bad quantities', () => {
    const s = resolveSelection(product, { size: 'XXXL', color: 'Purple', qty: '0' });
    expect([s.size?.name, s.color?.name, s.quantity]).toEqual(['Free Size', 'Cream', 1]);
  });
  it('gives null options when the product has none', () => {
    const s = resolveSelection({ variants: { sizes: [], colors: [] } }, {});
    expect(s).toEqual({ size: null, color: null, quantity: 1 });
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers of at least 1 only', () => {
    expect(parseQuantity('4')).toBe(4);
    expect(parseQuantity('-2')).toBe(1);
    expect(parseQuantity('2.5')).toBe(1);
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity(null)).toBe(1);
  });
});

describe('productPricing', () => {
  it('unit = base + size extra + colour extra; total = unit × quantity', () => {
    const p = productPricing(1499, resolveSelection(product, { size: 'XL', color: 'Saffron', qty: '2' }));
    expect(p).toEqual({
      basePrice: 1499,
      sizeExtraPrice: 200,
      colorExtraPrice: 150,
      unitPrice: 1849,
      quantity: 2,
      totalAmount: 3698,
      currency: 'INR',
    });
  });
  it('is the base price with the defaults', () => {
    const p = productPricing(1499, resolveSelection(product, {}));
    expect([p.unitPrice, p.totalAmount]).toEqual([1499, 1499]);
  });
  it('never counts a quantity below 1', () => {
    expect(productPricing(500, { size: null, color: null, quantity: 0 }).totalAmount).toBe(500);
  });
});

describe('galleryImages', () => {
  it('is the main image plus at most 4 secondary images', () => {
    const images = galleryImages(product);
    expect(images).toHaveLength(5);
    expect(images[0]).toBe('/art/dhoti.svg');
    expect(images.slice(1)).toEqual(['/art/a.svg', '/art/b.svg', '/art/c.svg', '/art/d.svg']);
  });
  it('skips blanks and repeats of the main image', () => {
    expect(galleryImages({ primaryImage: '/m.svg', secondaryImages: ['', '/m.svg', '/x.svg', '/x.svg'] })).toEqual([
      '/m.svg',
      '/x.svg',
    ]);
  });
});

describe('swapWithMain', () => {
  it('swaps a thumbnail with the main image', () => {
    expect(swapWithMain(['m', 'a', 'b'], 2)).toEqual(['b', 'a', 'm']);
  });
  it('ignores out-of-range indexes', () => {
    expect(swapWithMain(['m', 'a'], 5)).toEqual(['m', 'a']);
  });
});

describe('relatedItems', () => {
  it('excludes the product itself and repeats, and keeps at most 4', () => {
    expect(relatedItems(product).map((p) => p._id)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('is empty when there are none', () => {
    expect(relatedItems({ _id: 'x', relatedProducts: [item('x')] })).toEqual([]);
  });
});

describe('selectionToParams', () => {
  it('round-trips through resolveSelection', () => {
    const s = resolveSelection(product, { size: 'XL', color: 'Saffron', qty: '2' });
    expect(resolveSelection(product, selectionToParams(s))).toEqual(s);
  });
});

describe('order handoff', () => {
  it('carries the product, the chosen options and the pricing', () => {
    const selection = resolveSelection(product, { size: 'XL', color: 'Saffron', qty: '2' });
    const handoff = buildOrderHandoff(product, selection);
    expect(handoff.product).toEqual({
      productId: 'dhoti',
      productName: 'Silk Dhoti',
      productCategory: 'cloths',
      primaryImage: '/art/dhoti.svg',
    });
    expect(handoff.selectedOptions.quantity).toBe(2);
    expect(handoff.pricing.totalAmount).toBe(3698);
  });
  it('reads back only state with the from-product flag', () => {
    const orderData = buildOrderHandoff(product, resolveSelection(product, {}));
    expect(readOrderDetailsState({ orderData, fromProduct: true })?.orderData.product.productId).toBe('dhoti');
    expect(readOrderDetailsState({ orderData })).toBeNull();
    expect(readOrderDetailsState(null)).toBeNull();
  });
});
