import type { FastifyRequest } from 'fastify';
import type { CatalogItem, CatalogPage, PanditAvailabilityAnswer } from '@sankalp/shared/api/admin-catalog';
import type {
  CatalogEntity,
  CatalogFormValues,
  CatalogStatus,
  PanditAvailabilityValues,
} from '@sankalp/shared/schemas/admin-catalog';
import { slugify } from '@sankalp/shared/slug';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { pandits } from '../../../db/schema/catalog';
import { AppError, fieldError, notFound, pgErrorCode } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import { staffScope, type ScopeTarget } from '../../auth/auth.guards';
import { invalidateCatalogCache } from '../../catalog/catalog.service';
import { audit } from '../audit';
import { ENTITIES } from './catalog-admin.entities';
import * as repo from './catalog-admin.repository';
import type { EntityDef } from './entity';

type Ctx = Pick<AppContext, 'db' | 'now'>;

// The console's catalog calls (issue 14): one generic service over the entity table
// (catalog-admin.entities.ts). Every write runs in one transaction with its audit row
// (`catalog.<noun>.<create|update|publish|unpublish>`, the item before and after) and drops
// the public catalog's caches after it commits, so the public reads show it at once.

const def = <E extends CatalogEntity>(entity: E) => ENTITIES[entity] as EntityDef<E>;

export const SLUG_TAKEN_MESSAGE = 'Another entry already has this title; choose a different one';
export const EMPTY_SLUG_MESSAGE = 'The title needs letters or digits';

export type ListInput = { q?: string; status?: CatalogStatus; limit: number; offset: number };

/** GET /admin/catalog/{entity}: temple staff see only their temples' rows (the routes let them list pujas and events only). */
export async function list(ctx: Ctx, req: FastifyRequest, entity: CatalogEntity, q: ListInput): Promise<CatalogPage> {
  const scope = staffScope(req, ['admin', 'operator', 'temple_staff']);
  return repo.listPage(ctx.db, ENTITIES[entity], { ...q, templeIds: scope.everything ? undefined : scope.templeIds });
}

export async function get<E extends CatalogEntity>(ctx: Ctx, entity: E, id: string): Promise<CatalogItem<E>> {
  const d = def(entity);
  const item = await d.load(ctx.db, id);
  if (!item) throw notFound(`${d.label} not found`);
  return item;
}

/** The slug of a title (entities read by name), 409 slug_taken when another row has it. */
async function slugFor<E extends CatalogEntity>(db: Db, d: EntityDef<E>, v: CatalogFormValues<E>, id: string | null) {
  if (!d.cols.slug) return null;
  const slug = slugify(d.titleOf(v));
  const field = d.noun === 'event' || d.noun === 'temple' || d.noun === 'product' ? 'name' : 'title';
  if (slug === '') throw fieldError(field, EMPTY_SLUG_MESSAGE);
  if (await repo.slugTaken(db, d, slug, id)) throw slugTaken(field);
  return slug;
}

const slugTaken = (field: string) =>
  new AppError(409, SLUG_TAKEN_MESSAGE, undefined, 'slug_taken', { [field]: SLUG_TAKEN_MESSAGE });

/** Runs a catalog write: a unique-slug race lost at the index is the same 409 as the check before it. */
async function write<T>(ctx: Ctx, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    const out = await ctx.db.transaction(run);
    invalidateCatalogCache(ctx.db);
    return out;
  } catch (e) {
    if (pgErrorCode(e) === '23505') throw slugTaken('title');
    throw e;
  }
}

export async function create<E extends CatalogEntity>(
  ctx: Ctx,
  req: FastifyRequest,
  entity: E,
  input: CatalogFormValues<E> & { status: CatalogStatus },
): Promise<CatalogItem<E>> {
  const d = def(entity);
  const { status, ...v } = input as CatalogFormValues<E> & { status: CatalogStatus };
  const values = v as unknown as CatalogFormValues<E>;
  return write(ctx, async (tx) => {
    await d.check?.(tx, null, values);
    const slug = await slugFor(tx, d, values, null);
    const id = await d.save(tx, null, values, { slug, now: ctx.now(), published: status === 'published' });
    const after = (await d.load(tx, id))!;
    await audit({ ...ctx, db: tx }, req, { action: `catalog.${d.noun}.create`, object: { type: d.noun, id }, after });
    return after;
  });
}

export async function update<E extends CatalogEntity>(
  ctx: Ctx,
  req: FastifyRequest,
  entity: E,
  id: string,
  values: CatalogFormValues<E>,
): Promise<CatalogItem<E>> {
  const d = def(entity);
  return write(ctx, async (tx) => {
    // Locked first: bookings that take slots or stock lock the same row, so checks see settled counts.
    if (!(await repo.lockRow(tx, d, id))) throw notFound(`${d.label} not found`);
    const before = (await d.load(tx, id))!;
    await d.check?.(tx, id, values);
    const slug = await slugFor(tx, d, values, id);
    await d.save(tx, id, values, { slug, now: ctx.now(), published: before.status === 'published' });
    const after = (await d.load(tx, id))!;
    await audit({ ...ctx, db: tx }, req, {
      action: `catalog.${d.noun}.update`,
      object: { type: d.noun, id },
      before,
      after,
    });
    return after;
  });
}

/** POST …/publish and …/unpublish: the same answer when it already was (audited only when it changes). */
export async function setStatus<E extends CatalogEntity>(
  ctx: Ctx,
  req: FastifyRequest,
  entity: E,
  id: string,
  status: CatalogStatus,
): Promise<CatalogItem<E>> {
  const d = def(entity);
  return write(ctx, async (tx) => {
    if (!(await repo.lockRow(tx, d, id))) throw notFound(`${d.label} not found`);
    const before = (await d.load(tx, id))!;
    if (before.status === status) return before;
    await repo.setPublished(tx, d, id, status === 'published', ctx.now());
    const after = (await d.load(tx, id))!;
    await audit({ ...ctx, db: tx }, req, {
      action: `catalog.${d.noun}.${status === 'published' ? 'publish' : 'unpublish'}`,
      object: { type: d.noun, id },
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
}

/** The scope of a temple-scoped row's routes: its temple (a malformed or unknown id reaches nothing). */
export const rowScope =
  (ctx: Ctx, entity: CatalogEntity) =>
  async (req: FastifyRequest): Promise<ScopeTarget | null> => {
    const id = (req.params as { id?: string }).id;
    if (!isUuid(id)) return null;
    const templeId = await repo.templeOf(ctx.db, ENTITIES[entity], id.toLowerCase());
    return templeId ? { templeId } : null;
  };

// ─── A pandit's own availability ──────────────────────────────────────────

const availabilityOf = (p: {
  id: string;
  workingHours: PanditAvailabilityValues['weeklyHours'];
  daysOff: string[];
}) => ({
  availability: { panditId: p.id, weeklyHours: p.workingHours, daysOff: p.daysOff },
});

export async function getAvailability(ctx: Ctx, id: string): Promise<PanditAvailabilityAnswer> {
  const [p] = await ctx.db.select().from(pandits).where(eq(pandits.id, id));
  if (!p) throw notFound('Pandit not found');
  return availabilityOf(p);
}

/**
 * PUT /admin/pandits/{id}/availability: weekly hours and dates off, which the consultations'
 * free times and booking checks read (modules/consultations). Under the pandit row's lock, as
 * bookings take time under it. Paid bookings already in a new day off stay booked.
 */
export async function setAvailability(
  ctx: Ctx,
  req: FastifyRequest,
  id: string,
  v: PanditAvailabilityValues,
): Promise<PanditAvailabilityAnswer> {
  return write(ctx, async (tx) => {
    const [p] = await tx.select().from(pandits).where(eq(pandits.id, id)).for('update');
    if (!p) throw notFound('Pandit not found');
    const [after] = await tx
      .update(pandits)
      .set({ workingHours: v.weeklyHours, daysOff: v.daysOff, updatedAt: ctx.now() })
      .where(eq(pandits.id, id))
      .returning();
    await audit({ ...ctx, db: tx }, req, {
      action: 'catalog.pandit.availability',
      object: { type: 'pandit', id },
      before: availabilityOf(p).availability,
      after: availabilityOf(after!).availability,
    });
    return availabilityOf(after!);
  });
}
