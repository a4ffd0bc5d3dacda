import type { Campaign, ChadhavaEvent, Product, ProductListItem, Puja } from '@sankalp/shared/api/catalog';
import { matchPageRoute } from '@sankalp/shared/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MISSING_ID, countQueries, getData, now } from './catalog.test-utils';
import { catalogPageHints } from './page-hints';

let t: TestApp;
const ctx = () => ({ db: t.db.db, now });
const hintsFor = (path: string) => catalogPageHints(ctx(), matchPageRoute(path));

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

/** Every boot-data entry must be exactly the `data` its API path answers, or the page would differ. */
async function expectDataAsApi(data: Record<string, unknown> | undefined) {
  expect(data && Object.keys(data).length).toBeGreaterThan(0);
  for (const [path, value] of Object.entries(data!)) {
    expect(value, path).toEqual(await getData(t.app, `/api/v1${path}`));
  }
}

describe('catalog page hints', () => {
  it('home: the hero image and the featured pujas', async () => {
    const hints = await hintsFor('/');
    expect(hints.images).toEqual(['/art/hero-home.svg']);
    await expectDataAsApi(hints.data);
  });

  it('puja details: its image and the puja as GET /pujas/pujaByname answers it', async () => {
    const [puja] = await getData<Puja[]>(t.app, '/api/v1/pujas/all');
    const hints = await hintsFor(`/puja-details/${puja!.slug}`);
    expect(hints.images).toEqual([puja!.image]);
    expect(Object.keys(hints.data!)).toEqual([`/pujas/pujaByname/${encodeURIComponent(puja!.slug)}`]);
    await expectDataAsApi(hints.data);
  });

  it('campaign, event and product pages carry their record', async () => {
    const [campaign] = await getData<Campaign[]>(t.app, '/api/v1/donationcampaigns');
    const [event] = await getData<{ events: ChadhavaEvent[] }>(t.app, '/api/v1/chadhava-events/upcoming').then((d) => d.events);
    const [product] = await getData<{ products: ProductListItem[] }>(t.app, '/api/v1/products').then((d) => d.products);
    await expectDataAsApi((await hintsFor(`/donation-details/${campaign!.slug}`)).data);
    await expectDataAsApi((await hintsFor(`/chadhava-details/${event!.slug}`)).data);
    const productHints = await hintsFor(`/store/product/${product!._id}`);
    await expectDataAsApi(productHints.data);
    expect((productHints.data![`/products/${product!._id}`] as { product: Product }).product._id).toBe(product!._id);
  });

  it('gives nothing for unknown names, unknown or malformed ids and other pages', async () => {
    for (const path of [
      '/puja-details/no-such-puja',
      '/puja-details',
      '/donation-details/no-such-campaign',
      '/chadhava-details/no-such-event',
      `/store/product/${MISSING_ID}`,
      '/store/product/not-a-uuid',
      '/pujas',
      '/nowhere',
    ]) {
      expect(await hintsFor(path), path).toEqual({});
    }
  });

  it('does not look up a name or id the API would refuse (400)', async () => {
    const counter = countQueries(t.db.db);
    try {
      for (const path of [`/puja-details/${'a'.repeat(201)}`, `/donation-details/${'a'.repeat(201)}`, '/store/product/not-a-uuid']) {
        expect(await hintsFor(path), path).toEqual({});
      }
      expect(counter.count).toBe(0);
    } finally {
      counter.restore();
    }
  });
});
