import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOG_ENTITIES,
  catalogForms,
  catalogListQuery,
  panditAvailabilityForm,
  withStatus,
  type CatalogEntity,
  type CatalogFormValues,
  type CatalogStatus,
} from '@sankalp/shared/schemas/admin-catalog';
import { requireRole } from '../../auth/auth.guards';
import { idParams } from '../admin.schemas';
import { panditScope } from '../admin.service';
import { TEMPLE_SCOPED } from './catalog-admin.entities';
import * as svc from './catalog-admin.service';

const tags = ['admin catalog'];
const done = <T>(message: string, data: T) => ({ success: true as const, message, data });

/**
 * The console's catalog (issue 14): for each entity, list / get / create / update / publish /
 * unpublish under /admin/catalog/{entity}. Admin and operator write everything; temple staff
 * read the pujas and events of their own temples (404 for another temple's); pandits edit their
 * own availability. Every route is in admin-matrix.test.ts.
 */
export default async function catalogAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const writers = requireRole('admin', 'operator');

  for (const entity of CATALOG_ENTITIES) {
    const base = `/admin/catalog/${entity}`;
    const scoped = TEMPLE_SCOPED.includes(entity);
    const readers = scoped ? requireRole('admin', 'operator', 'temple_staff') : writers;
    const oneReader = scoped
      ? requireRole('admin', 'operator', 'temple_staff', { scope: svc.rowScope(ctx, entity) })
      : writers;
    const form = catalogForms[entity];
    type Values = CatalogFormValues<typeof entity>;

    app.get(base, { onRequest: readers, schema: { tags, querystring: catalogListQuery } }, async (req) =>
      done('Operation successful', await svc.list(ctx, req, entity, req.query)),
    );

    app.get(`${base}/:id`, { onRequest: oneReader, schema: { tags, params: idParams } }, async (req) =>
      done('Operation successful', { item: await svc.get(ctx, entity, req.params.id) }),
    );

    app.post(
      base,
      {
        onRequest: writers,
        schema: { tags, body: withStatus(form) },
        config: { openapi: { success: { status: 201 }, errors: { 409: ['slug_taken'] } } },
      },
      async (req, reply) => {
        const body = req.body as Values & { status: CatalogStatus };
        const item = await svc.create(ctx, req, entity as CatalogEntity, body);
        return reply.status(201).send(done('Created', { item }));
      },
    );

    app.put(
      `${base}/:id`,
      {
        onRequest: writers,
        schema: { tags, params: idParams, body: form },
        config: { openapi: { errors: { 409: ['slug_taken', 'in_use'] } } },
      },
      async (req) =>
        done('Saved', { item: await svc.update(ctx, req, entity as CatalogEntity, req.params.id, req.body as Values) }),
    );

    for (const [action, status] of [
      ['publish', 'published'],
      ['unpublish', 'draft'],
    ] as const) {
      app.post(`${base}/:id/${action}`, { onRequest: writers, schema: { tags, params: idParams } }, async (req) =>
        done(status === 'published' ? 'Published' : 'Unpublished', {
          item: await svc.setStatus(ctx, req, entity, req.params.id, status),
        }),
      );
    }
  }

  // A pandit's own hours and days off (admin and operator: any pandit's).
  const availabilityRole = requireRole('admin', 'operator', 'pandit', { scope: panditScope });
  app.get(
    '/admin/pandits/:id/availability',
    { onRequest: availabilityRole, schema: { tags, params: idParams } },
    async (req) => done('Operation successful', await svc.getAvailability(ctx, req.params.id)),
  );
  app.put(
    '/admin/pandits/:id/availability',
    { onRequest: availabilityRole, schema: { tags, params: idParams, body: panditAvailabilityForm } },
    async (req) => done('Availability saved', await svc.setAvailability(ctx, req, req.params.id, req.body)),
  );
}
