/**
 * The console's catalog (issue 14): create, edit, publish and unpublish every entity, seen by the
 * public reads at once; validation with the form's messages; slugs; roles and temple scope.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_ENTITIES, RUPEES_MESSAGE, type CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';
import { auditLog, chadhavaEvents, pujas, temples } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, expectStatus, type Reply, type TestUser } from '../../auth/auth.test-utils';
import { grant, makeStaff } from '../admin.test-utils';
import { sampleForm } from './catalog-admin.test-utils';

let t: TestApp;
let admin: TestUser;
let operator: TestUser;
let staffA: TestUser;
let templeA: string;
let templeB: string;

const api = '/api/v1/admin/catalog';
type Item = { id: string; status: string; slug?: string } & Record<string, unknown>;
const itemOf = (r: Reply) => (r.body.data as { item: Item }).item;

/** The public read of one row of each entity. */
const PUBLIC: Record<CatalogEntity, (id: string) => string> = {
  temples: (id) => `/api/v1/temples/${id}`,
  pujas: (id) => `/api/v1/pujas/${id}`,
  events: (id) => `/api/v1/chadhava-events/${id}`,
  campaigns: (id) => `/api/v1/donationcampaigns/${id}`,
  products: (id) => `/api/v1/products/${id}`,
  pandits: (id) => `/api/v1/pandits/${id}`,
  streams: (id) => `/api/v1/livestream/${id}`,
  prasad: (id) => `/api/v1/prasad/offerings/${id}`,
};

async function create(entity: CatalogEntity, body: Record<string, unknown>, token = operator.token) {
  return call(t.app, 'POST', `${api}/${entity}`, { token, body });
}

const allPujaTitles = async () =>
  ((await call(t.app, 'GET', '/api/v1/pujas/all')).body.data as Array<{ _id: string; title: string }>).map(
    (p) => p.title,
  );

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await t.db.db.select().from(temples).orderBy(asc(temples.createdAt)).limit(2);
  templeA = a!.id;
  templeB = b!.id;
  admin = await makeStaff(t, [grant('admin')]);
  operator = await makeStaff(t, [grant('operator')]);
  staffA = await makeStaff(t, [grant('temple_staff', { templeId: templeA })]);
});
afterAll(() => t.close());

describe('create, publish, unpublish: the public reads follow at once', () => {
  for (const entity of CATALOG_ENTITIES) {
    it(`${entity}: a draft is hidden, published shows, unpublished hides again`, async () => {
      const r = await create(entity, sampleForm(entity, templeA));
      expectStatus(r, 201);
      const item = itemOf(r);
      expect(item.status).toBe('draft');
      expectStatus(await call(t.app, 'GET', PUBLIC[entity](item.id)), 404);

      const pub = await call(t.app, 'POST', `${api}/${entity}/${item.id}/publish`, { token: operator.token });
      expectStatus(pub, 200);
      expect(itemOf(pub).status).toBe('published');
      expectStatus(await call(t.app, 'GET', PUBLIC[entity](item.id)), 200);

      const got = await call(t.app, 'GET', `${api}/${entity}/${item.id}`, { token: operator.token });
      expectStatus(got, 200);
      // The GET answer is the form: sent back unchanged, it saves.
      const { id: _id, status: _s, updatedAt: _u, createdAt: _c, ...form } = itemOf(got);
      expectStatus(await call(t.app, 'PUT', `${api}/${entity}/${item.id}`, { token: operator.token, body: form }), 200);

      expectStatus(await call(t.app, 'POST', `${api}/${entity}/${item.id}/unpublish`, { token: operator.token }), 200);
      expectStatus(await call(t.app, 'GET', PUBLIC[entity](item.id)), 404);

      const list = await call(t.app, 'GET', `${api}/${entity}?status=draft&limit=100`, { token: operator.token });
      expectStatus(list, 200);
      const page = list.body.data as { items: Array<{ id: string; status: string }>; total: number };
      expect(page.items.find((i) => i.id === item.id)?.status).toBe('draft');
      expect(page.items.every((i) => i.status === 'draft')).toBe(true);
    });
  }

  it('shows a new puja in the cached lists and by name at once, and an edit of it too', async () => {
    await allPujaTitles(); // warm the cache
    const r = await create('pujas', { ...sampleForm('pujas', templeA, 'Shani Shanti Puja'), status: 'published' });
    expectStatus(r, 201);
    const puja = itemOf(r);
    expect(puja.slug).toBe('shani-shanti-puja');
    expect(await allPujaTitles()).toContain('Shani Shanti Puja');
    expectStatus(await call(t.app, 'GET', '/api/v1/pujas/pujaByname/Shani%20Shanti%20Puja'), 200);

    const { id: _i, status: _s, updatedAt: _u, createdAt: _c, ...form } = puja;
    const edited = await call(t.app, 'PUT', `${api}/pujas/${puja.id}`, {
      token: admin.token,
      body: { ...form, title: 'Shani Graha Shanti Puja' },
    });
    expectStatus(edited, 200);
    expect(itemOf(edited).slug).toBe('shani-graha-shanti-puja');
    const titles = await allPujaTitles();
    expect(titles).toContain('Shani Graha Shanti Puja');
    expect(titles).not.toContain('Shani Shanti Puja');
    expectStatus(await call(t.app, 'GET', '/api/v1/pujas/pujaByname/shani-graha-shanti-puja'), 200);

    expectStatus(await call(t.app, 'POST', `${api}/pujas/${puja.id}/unpublish`, { token: operator.token }), 200);
    expect(await allPujaTitles()).not.toContain('Shani Graha Shanti Puja');
    expectStatus(await call(t.app, 'GET', '/api/v1/pujas/pujaByname/shani-graha-shanti-puja'), 404);
  });

  it('hides an unpublished temple with its pujas', async () => {
    const temple = itemOf(await create('temples', { ...sampleForm('temples', ''), status: 'published' }));
    const puja = itemOf(await create('pujas', { ...sampleForm('pujas', temple.id), status: 'published' }));
    expectStatus(await call(t.app, 'GET', `/api/v1/pujas/${puja.id}`), 200);
    expectStatus(await call(t.app, 'POST', `${api}/temples/${temple.id}/unpublish`, { token: operator.token }), 200);
    expectStatus(await call(t.app, 'GET', `/api/v1/pujas/${puja.id}`), 404);
    const temples = (await call(t.app, 'GET', '/api/v1/temples')).body.data as { temples: Array<{ _id: string }> };
    expect(temples.temples.map((x) => x._id)).not.toContain(temple.id);
  });

  it('finds by title and pages the list', async () => {
    const r = await call(t.app, 'GET', `${api}/pujas?q=rudrabhishek&limit=1`, { token: operator.token });
    expectStatus(r, 200);
    const page = r.body.data as { items: Array<{ title: string; temple: { name: string } }>; total: number };
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items[0]!.title.toLowerCase()).toContain('rudrabhishek');
    expect(page.items[0]!.temple.name).toBeTruthy();
    // A % typed in the search is a character, not a wildcard.
    const none = await call(t.app, 'GET', `${api}/pujas?q=%25%25%25`, { token: operator.token });
    expect((none.body.data as { total: number }).total).toBe(0);
  });
});

describe('validation', () => {
  const bad = async (entity: CatalogEntity, body: Record<string, unknown>) => {
    const r = await create(entity, body);
    expectStatus(r, 400);
    return r.body.errors ?? {};
  };
  const withPackagePrice = (price: unknown) => {
    const form = sampleForm('pujas', templeA);
    const [first, ...rest] = form.packages as Array<Record<string, unknown>>;
    return { ...form, packages: [{ ...first, price }, ...rest] };
  };
  const messages = (errors: Record<string, string>) => Object.values(errors);

  it('refuses negative, fractional, exponent and huge prices with the field message', async () => {
    expect(messages(await bad('pujas', withPackagePrice(-5)))).toContain('Amount cannot be negative');
    expect(messages(await bad('pujas', withPackagePrice('-5')))).toContain('Amount cannot be negative');
    expect(messages(await bad('pujas', withPackagePrice(10.505)))).toContain(RUPEES_MESSAGE);
    expect(messages(await bad('pujas', withPackagePrice('10.505')))).toContain(RUPEES_MESSAGE);
    expect(messages(await bad('pujas', withPackagePrice('1e3')))).toContain(RUPEES_MESSAGE);
    expect(messages(await bad('pujas', withPackagePrice('0x10')))).toContain(RUPEES_MESSAGE);
    expect(messages(await bad('pujas', withPackagePrice(1e21)))).toContain('Please enter a smaller amount');
    expect(messages(await bad('pujas', withPackagePrice(100_000_001)))).toContain('Please enter a smaller amount');
    expect(messages(await bad('pujas', withPackagePrice('')))).toContain('Package price is required');
    const errors = await bad('pujas', withPackagePrice(-5));
    expect(Object.keys(errors).some((k) => k.includes('packages') && k.includes('price'))).toBe(true);
  });

  it('refuses control characters, missing fields, foreign images and an end before the start', async () => {
    const form = sampleForm('pujas', templeA);
    expect(messages(await bad('pujas', { ...form, title: 'Puja\u0000' }))).toContain('Remove control characters');
    expect(messages(await bad('pujas', { ...form, tag: 'a\u0007b' }))).toContain('Remove control characters');
    expect(messages(await bad('pujas', { ...form, title: '   ' }))).toContain('Puja title is required');
    expect(messages(await bad('pujas', { ...form, image: 'https://evil.example/x.png' }))).toContain(
      'Upload an image (or pick one of the site’s artwork)',
    );
    expect(messages(await bad('pujas', { ...form, image: '/api/v1/media/../../etc/passwd.webp' }))).toContain(
      'Upload an image (or pick one of the site’s artwork)',
    );
    expect(messages(await bad('pujas', { ...form, endTime: form.startTime }))).toContain('End must be after the start');
    expect(messages(await bad('pujas', { ...form, packages: [] }))).toContain('Add at least one package');
    // An uploaded image's path is taken.
    expectStatus(await create('pujas', { ...form, image: `/api/v1/media/${'0f'.repeat(32)}/800.webp` }), 201);
  });

  it('refuses a temple that does not exist, and a product related to an unknown one', async () => {
    const errors = await bad('pujas', sampleForm('pujas', '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f'));
    expect(errors.templeId).toBe('Choose a temple of the catalog');
    const p = sampleForm('products', templeA);
    expect((await bad('products', { ...p, relatedIds: ['6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f'] })).relatedIds).toBe(
      'Related products must be products of the store',
    );
    expect(messages(await bad('products', { ...p, stock: [{ size: 'Huge', color: 'Gold', onHand: 1 }] }))).toContain(
      'Stock names a size or colour the product does not have',
    );
  });

  it('answers 409 slug_taken for a title another row has (any case and spacing)', async () => {
    const [seeded] = await t.db.db.select({ title: pujas.title }).from(pujas).limit(1);
    const r = await create('pujas', sampleForm('pujas', templeA, `  ${seeded!.title.toUpperCase()} `));
    expectStatus(r, 409);
    expect(r.body.code).toBe('slug_taken');
    expect(r.body.errors?.title).toBeTruthy();
    // Its own title on an edit is no clash.
    const mine = itemOf(await create('pujas', sampleForm('pujas', templeA)));
    const { id: _i, status: _s, updatedAt: _u, createdAt: _c, ...form } = mine;
    expectStatus(await call(t.app, 'PUT', `${api}/pujas/${mine.id}`, { token: operator.token, body: form }), 200);
    expectStatus(
      await call(t.app, 'PUT', `${api}/pujas/${mine.id}`, {
        token: operator.token,
        body: { ...form, title: seeded!.title },
      }),
      409,
    );
  });

  it('never lets slots fall below the places already taken', async () => {
    const ev = itemOf(await create('events', sampleForm('events', templeA)));
    await t.db.db.update(chadhavaEvents).set({ currentParticipants: 10 }).where(eq(chadhavaEvents.id, ev.id));
    const { id: _i, status: _s, updatedAt: _u, createdAt: _c, ...form } = ev;
    const r = await call(t.app, 'PUT', `${api}/events/${ev.id}`, {
      token: operator.token,
      body: { ...form, maxParticipants: 5 },
    });
    expectStatus(r, 400);
    expect(r.body.errors?.maxParticipants).toBe('Slots cannot be fewer than the 10 places already taken');
  });
});

describe('roles and scope', () => {
  it('temple staff read their own temple’s pujas and events only, and write nothing', async () => {
    const mine = itemOf(await create('pujas', sampleForm('pujas', templeA)));
    const theirs = itemOf(await create('pujas', sampleForm('pujas', templeB)));
    expectStatus(await call(t.app, 'GET', `${api}/pujas/${mine.id}`, { token: staffA.token }), 200);
    const other = await call(t.app, 'GET', `${api}/pujas/${theirs.id}`, { token: staffA.token });
    expectStatus(other, 404);
    expect(other.body.code).toBe('not_found');
    const list = await call(t.app, 'GET', `${api}/pujas?limit=100`, { token: staffA.token });
    const items = (list.body.data as { items: Array<{ temple: { id: string } }> }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.temple.id === templeA)).toBe(true);

    expectStatus(await create('pujas', sampleForm('pujas', templeA), staffA.token), 403);
    const { id: _i, status: _s, updatedAt: _u, createdAt: _c, ...form } = mine;
    expectStatus(await call(t.app, 'PUT', `${api}/pujas/${mine.id}`, { token: staffA.token, body: form }), 403);
    expectStatus(await call(t.app, 'POST', `${api}/pujas/${mine.id}/unpublish`, { token: staffA.token }), 403);
    expectStatus(await call(t.app, 'GET', `${api}/temples`, { token: staffA.token }), 403);
  });
});

describe('audit', () => {
  it('records create, update, publish and unpublish with the item before and after', async () => {
    const r = await create('campaigns', sampleForm('campaigns', templeA));
    const c = itemOf(r);
    const { id: _i, status: _s, updatedAt: _u, createdAt: _c, ...form } = c;
    await call(t.app, 'PUT', `${api}/campaigns/${c.id}`, { token: operator.token, body: { ...form, goal: 600000 } });
    await call(t.app, 'POST', `${api}/campaigns/${c.id}/publish`, { token: operator.token });
    await call(t.app, 'POST', `${api}/campaigns/${c.id}/unpublish`, { token: operator.token });
    const rows = await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, c.id)).orderBy(asc(auditLog.id));
    expect(rows.map((a) => a.action)).toEqual([
      'catalog.campaign.create',
      'catalog.campaign.update',
      'catalog.campaign.publish',
      'catalog.campaign.unpublish',
    ]);
    expect(rows.every((a) => a.actorId === operator.id && a.actorRoles.includes('operator'))).toBe(true);
    expect((rows[1]!.before as { goal: number }).goal).toBe(500000);
    expect((rows[1]!.after as { goal: number }).goal).toBe(600000);
    expect(rows[2]!.after).toEqual({ status: 'published' });
    // Nothing audited when nothing changed.
    await call(t.app, 'POST', `${api}/campaigns/${c.id}/unpublish`, { token: operator.token });
    expect(await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, c.id))).toHaveLength(4);
  });
});
