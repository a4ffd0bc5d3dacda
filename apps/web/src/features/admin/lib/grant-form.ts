import { STAFF_ROLES } from '@sankalp/shared/api/admin';
import { idSchema } from '@sankalp/shared/schemas/ids';
import { z } from 'zod';

/**
 * Granting a role (POST /admin/users/{id}/roles, grantBody on the server): temple staff need their
 * temple, pandits their pandit profile; the other roles take no scope.
 */
export const grantFormSchema = (scopeNeeded: string) =>
  z
    .object({
      role: z.enum(STAFF_ROLES),
      templeId: z.string().trim(),
      panditId: z.string().trim(),
    })
    .superRefine((v, ctx) => {
      if (v.role === 'temple_staff' && !idSchema.safeParse(v.templeId).success)
        ctx.addIssue({ code: 'custom', path: ['templeId'], message: scopeNeeded });
      if (v.role === 'pandit' && !idSchema.safeParse(v.panditId).success)
        ctx.addIssue({ code: 'custom', path: ['panditId'], message: scopeNeeded });
    })
    .transform((v) => ({
      role: v.role,
      ...(v.role === 'temple_staff' ? { templeId: v.templeId } : {}),
      ...(v.role === 'pandit' ? { panditId: v.panditId } : {}),
    }));
export type GrantFormInput = z.input<ReturnType<typeof grantFormSchema>>;
export type GrantFormOutput = z.output<ReturnType<typeof grantFormSchema>>;
