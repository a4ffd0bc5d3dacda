import { z } from 'zod';

/** Every id in this system is a UUID. */
export const idSchema = z.uuid({ error: 'Invalid id' });
export type Id = z.output<typeof idSchema>;

/** A name route parameter (puja, event, campaign, product slug): 1 to 200 characters. */
export const slugParamSchema = z
  .string({ error: 'Name is required' })
  .min(1, { error: 'Name is required', abort: true })
  .max(200, 'Name is too long');
