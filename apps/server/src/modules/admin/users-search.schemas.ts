import { z } from 'zod';
import { STAFF_ROLES } from '@sankalp/shared/api/admin';
import { CONTROL_CHARACTERS_MESSAGE, noControlCharacters } from '@sankalp/shared';

/** GET /admin/users: what to look for (an e-mail, a phone, a name or a user id), a role, the page. */
export const userSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'Search is at most 100 characters')
    .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE)
    .transform((v) => v || undefined)
    .optional(),
  role: z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` }).optional(),
  limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(25),
  offset: z.coerce.number().int().min(0).max(100_000, 'offset is at most 100000').default(0),
});

export type UserSearchQuery = z.output<typeof userSearchQuery>;
