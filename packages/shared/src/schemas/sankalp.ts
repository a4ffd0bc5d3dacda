import { z } from 'zod';
import { FAMILY_NAME_MAX, SPECIAL_PRAYERS_MAX } from '../constants';
import { addressSchema } from './address';
import { emailSchema, gotraSchema, personNameSchema, phoneSchema } from './fields';
import { idSchema } from './ids';

/** "You can add up to N family members only". */
export const familyMembersLimitMessage = (max: number): string => `You can add up to ${max} family members only`;

/** Family members a package admits besides the devotee: numberOfPeople − 1, never below 0. */
export const maxFamilyMembers = (numberOfPeople: number): number =>
  Number.isFinite(numberOfPeople) ? Math.max(0, Math.floor(numberOfPeople) - 1) : 0;

const familyMemberNameSchema = z
  .string()
  .trim()
  .max(FAMILY_NAME_MAX, `Each family member's name cannot exceed ${FAMILY_NAME_MAX} characters`)
  .regex(/^[^,;]*$/, 'Family member names cannot contain commas or semicolons');

/** Family member names: trimmed, blank ones dropped; at most `max` remain when given. */
function familyMembersSchema(max?: number) {
  const names = z
    .array(familyMemberNameSchema)
    .default([])
    .transform((list) => list.filter((n) => n !== ''));
  return max === undefined ? names : names.refine((list) => list.length <= max, familyMembersLimitMessage(max));
}

function sankalpObject(maxFamily?: number) {
  return z.object({
    full_name: personNameSchema,
    gotra: gotraSchema,
    phone_number: phoneSchema,
    email_address: emailSchema,
    family_members_names: familyMembersSchema(maxFamily),
    /** Validated whenever given; required when wants_prasad is true. */
    address_for_prasad_delivery: addressSchema.optional(),
    special_prayers_or_sankalp: z
      .string()
      .trim()
      .max(SPECIAL_PRAYERS_MAX, `Special prayers cannot exceed ${SPECIAL_PRAYERS_MAX} characters`)
      .optional(),
    wants_prasad: z.boolean().default(false),
  });
}

type PrasadFields = { wants_prasad: boolean; address_for_prasad_delivery?: unknown };

/** Prasad needs an address: an issue on address_for_prasad_delivery when wants_prasad has none. */
function withPrasadRule<T extends z.ZodType<PrasadFields>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    if (v.wants_prasad && !v.address_for_prasad_delivery) {
      ctx.addIssue({
        code: 'custom',
        path: ['address_for_prasad_delivery'],
        message: 'Prasad delivery address is required',
      });
    }
  });
}

/** The sankalp form (part 2 §3, §5) without the family-size rule. */
export const sankalpSchema = withPrasadRule(sankalpObject());
export type SankalpInput = z.input<typeof sankalpSchema>;
export type Sankalp = z.output<typeof sankalpSchema>;

/** The sankalp form for a package of `numberOfPeople`: at most numberOfPeople − 1 family members. */
export function sankalpSchemaFor(numberOfPeople: number) {
  return withPrasadRule(sankalpObject(maxFamilyMembers(numberOfPeople)));
}

/**
 * POST /sankalp/: the form plus the puja and package it is for. The server applies the
 * family-size rule itself once it has loaded the package (maxFamilyMembers and
 * familyMembersLimitMessage).
 */
export const sankalpRequestSchema = withPrasadRule(
  sankalpObject().extend({
    puja_ref_id: idSchema.optional(),
    ways_to_participate_ref_id: idSchema.optional(),
  }),
);
export type SankalpRequestInput = z.input<typeof sankalpRequestSchema>;
export type SankalpRequest = z.output<typeof sankalpRequestSchema>;
