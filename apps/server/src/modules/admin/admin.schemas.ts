import { z } from 'zod';
import { STAFF_ROLES } from '@sankalp/shared/api/admin';
import { idSchema } from '@sankalp/shared';

export const idParams = z.object({ id: idSchema });

const when = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be an ISO date-time, e.g. 2026-11-21T00:00:00Z` })
    .transform((v) => new Date(v));

/** GET /admin/audit: filters (actor: a user id or e-mail; action: exact or a dotted prefix) and the page. */
export const auditQuery = z.object({
  actor: z.string().trim().min(1).max(254).optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.-]{1,64}$/, 'action is a dotted name such as user.role.grant')
    .optional(),
  from: when('from').optional(),
  to: when('to').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'Invalid cursor')
    .optional(),
});

/** POST /admin/users/{id}/roles (body) and DELETE (query): the role and its scope. */
export const grantBody = z.object({
  role: z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` }),
  templeId: idSchema.optional(),
  panditId: idSchema.optional(),
});
