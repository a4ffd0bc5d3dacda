import { CAMPAIGN_CATEGORIES, PRODUCT_CATEGORIES } from '@sankalp/shared/constants';
import { idSchema, slugParamSchema } from '@sankalp/shared/schemas/ids';
import { z } from 'zod';

// Route parameter and query schemas: they validate requests (400 with the field's message) and
// document the routes in OpenAPI.

/** `:id` — a UUID, else 400 'Invalid id'. */
export const idParams = z.object({ id: idSchema });

/** `:name` — a slug or title (decoded and slugified by the service). */
export const nameParams = z.object({ name: slugParamSchema });

export const campaignCategoryParams = z.object({
  category: z.enum(CAMPAIGN_CATEGORIES, { error: `Category must be one of: ${CAMPAIGN_CATEGORIES.join(', ')}` }),
});

export const productListQuery = z.object({
  category: z
    .enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` })
    .optional(),
});
