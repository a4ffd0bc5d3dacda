import { z } from 'zod';
import { CAMPAIGN_CATEGORIES, PRODUCT_CATEGORIES } from '../constants';
import { idSchema } from './ids';

// Query parameters of the paged public catalog lists (issue 16, docs/decisions/013): a page size,
// an opaque cursor from the previous page, a search text and each list's own filters. Query
// strings arrive as text, so the limit is read as digits only ("1e3", "10.0", " 5" are refused).

export const LIST_LIMIT_DEFAULT = 24;
export const LIST_LIMIT_MAX = 100;
export const LIST_SEARCH_MAX = 80;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`;

export const listLimitSchema = z
  .string({ error: LIMIT_MESSAGE })
  .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(LIST_LIMIT_MAX, LIMIT_MESSAGE))
  .optional()
  .transform((n) => n ?? LIST_LIMIT_DEFAULT);

/** Shape only: the server decodes it, and a malformed or foreign one is a 400 with code bad_cursor. */
export const listCursorSchema = z.string({ error: 'Invalid cursor' }).max(512, 'Invalid cursor').optional();

/** Trimmed; a blank search is no search. */
export const listSearchSchema = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(LIST_SEARCH_MAX, `Search must be at most ${LIST_SEARCH_MAX} characters`)
  .optional()
  .transform((q) => (q ? q : undefined));

export const listQuerySchema = z.object({
  limit: listLimitSchema,
  cursor: listCursorSchema,
  q: listSearchSchema,
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const PUJA_LIST_STATUSES = ['open', 'closed'] as const;

/** GET /pujas/all: by default the open and upcoming, then the recently closed; `closed` is the archive. */
export const pujaListQuerySchema = listQuerySchema.extend({
  temple: idSchema.optional(),
  status: z.enum(PUJA_LIST_STATUSES, { error: 'Status must be one of: open, closed' }).optional(),
});
export type PujaListQuery = z.output<typeof pujaListQuerySchema>;

/** GET /chadhava-events/upcoming. */
export const eventListQuerySchema = listQuerySchema.extend({ temple: idSchema.optional() });
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/** GET /products. */
export const productListQuerySchema = listQuerySchema.extend({
  category: z
    .enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` })
    .optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** GET /donationcampaigns/category/{category} (the category is a path parameter). */
export const campaignCategorySchema = z.enum(CAMPAIGN_CATEGORIES, {
  error: `Category must be one of: ${CAMPAIGN_CATEGORIES.join(', ')}`,
});
