import type { Pandit, Product, ProductListItem } from '@sankalp/shared/api/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MISSING_ID, UUID_RE, expectError, getData, now } from './catalog.test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const listProducts = async (query = '') =>
  (await getData<{ products: ProductListItem[] }>(t.app, `/api/v1/products${query}`)).products;

describe('GET /products', () => {
  it('lists every product without a category, and only that category with one', async () => {
    const all = await listProducts();
    const cloths = await listProducts('?category=cloths');
    const worship = await listProducts('?category=worship');
    expect(all.length).toBeGreaterThanOrEqual(14);
    expect(cloths.length).toBeGreaterThanOrEqual(6);
    expect(worship.length).toBeGreaterThanOrEqual(6);
    expect(cloths.length + worship.length).toBe(all.length);
    expect(cloths.every((p) => p.category === 'cloths')).toBe(true);
    expect(worship.every((p) => p.category === 'worship')).toBe(true);
    for (const p of all) {
      expect(p).toEqual({
        _id: expect.stringMatching(UUID_RE),
        name: expect.any(String),
        slug: expect.any(String),
        category: expect.stringMatching(/^(cloths|worship)$/),
        primaryImage: expect.stringMatching(/^\/art\/product-[a-z-]+\.svg$/),
        basePrice: expect.any(Number),
      });
    }
  });

  it('answers 400 with the allowed values for a bad category', async () => {
    const body = await expectError(t.app, '/api/v1/products?category=jewellery', 400);
    expect(body.message).toContain('cloths, worship');
  });
});

describe('GET /products/:id', () => {
  it('returns variants, images, features and at most 4 related products of the same category', async () => {
    for (const item of await listProducts()) {
      const { product } = await getData<{ product: Product }>(t.app, `/api/v1/products/${item._id}`);
      expect(product).toMatchObject(item);
      expect(product.description.length).toBeGreaterThan(50);
      expect(product.features.length).toBeGreaterThanOrEqual(4);
      expect(product.features.length).toBeLessThanOrEqual(6);
      expect(product.secondaryImages.length).toBeGreaterThanOrEqual(1);
      expect(product.secondaryImages.length).toBeLessThanOrEqual(4);
      expect(product.variants.sizes.length).toBeGreaterThanOrEqual(1);
      expect(product.variants.colors.length).toBeGreaterThanOrEqual(1);
      expect(product.variants.sizes[0]).toEqual({ name: expect.any(String), extraPrice: 0 });
      expect(product.variants.colors[0]).toEqual({
        name: expect.any(String),
        extraPrice: expect.any(Number),
        colorHex: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      });
      expect(product.relatedProducts.length).toBeGreaterThanOrEqual(3);
      expect(product.relatedProducts.length).toBeLessThanOrEqual(4);
      for (const related of product.relatedProducts) {
        expect(related._id).not.toBe(product._id);
        expect(related.category).toBe(product.category);
        expect(Object.keys(related).sort()).toEqual(['_id', 'basePrice', 'category', 'name', 'primaryImage', 'slug']);
      }
    }
  });

  it('has cloths in S/M/L/XL with extras 0/0/50/100', async () => {
    const kurta = (await listProducts('?category=cloths')).find((p) => p.name.includes('Kurta')) as ProductListItem;
    const { product } = await getData<{ product: Product }>(t.app, `/api/v1/products/${kurta._id}`);
    expect(product.variants.sizes).toEqual([
      { name: 'S', extraPrice: 0 },
      { name: 'M', extraPrice: 0 },
      { name: 'L', extraPrice: 50 },
      { name: 'XL', extraPrice: 100 },
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await expectError(t.app, `/api/v1/products/${MISSING_ID}`, 404, 'Product not found');
    await expectError(t.app, '/api/v1/products/dhoti', 400, 'Invalid id');
  });
});

describe('GET /pandits', () => {
  it('lists at least 6 pandits with a ₹1,000 fee and varied highlight points', async () => {
    const { pandits } = await getData<{ pandits: Pandit[] }>(t.app, '/api/v1/pandits');
    expect(pandits.length).toBeGreaterThanOrEqual(6);
    for (const p of pandits) {
      expect(p).toEqual({
        _id: expect.stringMatching(UUID_RE),
        name: expect.any(String),
        location: expect.any(String),
        img: expect.stringMatching(/^\/art\/pandit-0\d\.svg$/),
        description: expect.any(String),
        highlightPoints: expect.any(Array),
        experienceYears: expect.any(Number),
        languages: expect.any(Array),
        specialities: expect.any(Array),
        rating: expect.any(Number),
        fee: 1000,
        consultationFee: 1000,
        services: expect.arrayContaining([expect.stringMatching(/^(Astro|Vastu)$/)]),
      });
    }
    const counts = new Set(pandits.map((p) => p.highlightPoints.length));
    expect(counts.has(0)).toBe(true);
    expect([...counts].some((n) => n > 4)).toBe(true);
  });

  it('returns one pandit by id, 404 for an unknown id and 400 for a malformed one', async () => {
    const { pandits } = await getData<{ pandits: Pandit[] }>(t.app, '/api/v1/pandits');
    const first = pandits[0] as Pandit;
    expect((await getData<{ pandit: Pandit }>(t.app, `/api/v1/pandits/${first._id}`)).pandit).toEqual(first);
    await expectError(t.app, `/api/v1/pandits/${MISSING_ID}`, 404, 'Pandit not found');
    await expectError(t.app, '/api/v1/pandits/1', 400, 'Invalid id');
  });
});
