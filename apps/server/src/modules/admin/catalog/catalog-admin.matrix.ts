import { catalogForms, CATALOG_ENTITIES, type CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';
import { slugify } from '@sankalp/shared/slug';
import type { Db } from '../../../db/client';
import { panditHours } from '../../../db/seed/pandits';
import { ENTITIES, TEMPLE_SCOPED } from './catalog-admin.entities';
import { sampleForm } from './catalog-admin.test-utils';

// The catalog routes' rows of admin-matrix.test.ts (test helper). Every call that names a row
// gets a fresh one of temple A (written straight to the database), so each write really happens.

type Caller =
  | 'guest'
  | 'devotee'
  | 'admin'
  | 'operator'
  | 'templeStaffInScope'
  | 'templeStaffOutOfScope'
  | 'panditInScope'
  | 'panditOutOfScope'
  | 'staffWithout2fa';
type World = { templeA: string; panditA: string };
type Entry = {
  url: (w: World) => Promise<string> | string;
  body?: (w: World) => unknown;
  expect: Record<Caller, number>;
};

const answers = (o: Partial<Record<Caller, number>>): Record<Caller, number> => ({
  guest: 401,
  devotee: 403,
  admin: 403,
  operator: 403,
  templeStaffInScope: 403,
  templeStaffOutOfScope: 403,
  panditInScope: 403,
  panditOutOfScope: 403,
  staffWithout2fa: 403,
  ...o,
});

/** A fresh published row of `entity` at temple A. */
async function freshRow(db: Db, entity: CatalogEntity, w: World): Promise<string> {
  const def = ENTITIES[entity];
  const values = catalogForms[entity].parse(sampleForm(entity, w.templeA)) as never;
  return db.transaction(async (tx) =>
    def.save(tx, null, values, {
      slug: def.cols.slug ? slugify(def.titleOf(values)) : null,
      now: new Date(),
      published: true,
    }),
  );
}

export function catalogMatrix(t: () => { db: { db: Db } }): Record<string, Entry> {
  const rows: Record<string, Entry> = {};
  for (const entity of CATALOG_ENTITIES) {
    const base = `/api/v1/admin/catalog/${entity}`;
    const scoped = TEMPLE_SCOPED.includes(entity);
    const fresh = async (w: World) => freshRow(t().db.db, entity, w);
    const writers = (ok: number) => answers({ admin: ok, operator: ok });
    rows[`GET ${base}`] = {
      url: () => base,
      expect: answers({
        admin: 200,
        operator: 200,
        // Temple staff list their own temples' rows (another temple's staff: an empty page).
        ...(scoped ? { templeStaffInScope: 200, templeStaffOutOfScope: 200 } : {}),
      }),
    };
    rows[`GET ${base}/{id}`] = {
      url: async (w) => `${base}/${await fresh(w)}`,
      expect: answers({
        admin: 200,
        operator: 200,
        ...(scoped ? { templeStaffInScope: 200, templeStaffOutOfScope: 404 } : {}),
      }),
    };
    rows[`POST ${base}`] = {
      url: () => base,
      body: (w) => sampleForm(entity, w.templeA),
      expect: writers(201),
    };
    rows[`PUT ${base}/{id}`] = {
      url: async (w) => `${base}/${await fresh(w)}`,
      body: (w) => sampleForm(entity, w.templeA),
      expect: writers(200),
    };
    for (const action of ['publish', 'unpublish'])
      rows[`POST ${base}/{id}/${action}`] = {
        url: async (w) => `${base}/${await fresh(w)}/${action}`,
        expect: writers(200),
      };
  }
  const own = answers({ admin: 200, operator: 200, panditInScope: 200, panditOutOfScope: 404 });
  // Pandit A's own demo hours (db/seed/pandits panditHours(0)): other rows may book it.
  const weeklyHours = panditHours(0);
  rows['GET /api/v1/admin/pandits/{id}/availability'] = {
    url: (w) => `/api/v1/admin/pandits/${w.panditA}/availability`,
    expect: own,
  };
  rows['PUT /api/v1/admin/pandits/{id}/availability'] = {
    url: (w) => `/api/v1/admin/pandits/${w.panditA}/availability`,
    body: () => ({ weeklyHours, daysOff: [] }),
    expect: own,
  };
  return rows;
}
