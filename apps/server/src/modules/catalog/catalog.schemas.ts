import { idSchema, slugParamSchema } from '@sankalp/shared/schemas/ids';
import { campaignCategorySchema } from '@sankalp/shared/schemas/list-query';
import { z } from 'zod';

// Route parameter and query schemas: they validate requests (400 with the field's message) and
// document the routes in OpenAPI.

/** `:id` — a UUID, else 400 'Invalid id'. */
export const idParams = z.object({ id: idSchema });

/** `:name` — a slug or title (decoded and slugified by the service). */
export const nameParams = z.object({ name: slugParamSchema });

export const campaignCategoryParams = z.object({ category: campaignCategorySchema });

// Paged lists (decision 013): limit, cursor, q and each list's filters.
export { listQuerySchema as listQuery } from '@sankalp/shared/schemas/list-query';
export {
  eventListQuerySchema as eventListQuery,
  productListQuerySchema as productListQuery,
  pujaListQuerySchema as pujaListQuery,
} from '@sankalp/shared/schemas/list-query';

/** What the OpenAPI document lists for a paged list: a bad cursor is its own 400 code. */
export const pagedDoc = { openapi: { errors: { 400: ['bad_cursor' as const] } } };
