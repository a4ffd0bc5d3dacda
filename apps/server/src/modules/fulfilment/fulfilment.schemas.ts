import { z } from 'zod';
import { CONSULTATION_OUTCOMES, PARCEL_STEPS } from '@sankalp/shared/api/admin-fulfilment';
import { PROMISE_TYPES } from '@sankalp/shared/promises';
import { CONTROL_CHARACTERS_MESSAGE, idSchema, istDayNumber, istDayStart, noControlCharacters } from '@sankalp/shared';

const DAY_MS = 86_400_000;

/** An IST day (2026-11-21): its start, or for `to` the next day's start (exclusive). */
const day = (name: 'from' | 'to') =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && z.iso.date().safeParse(v).success, {
      error: `${name} must be a date (2026-11-21)`,
    })
    .transform(
      (v) => new Date(istDayStart(istDayNumber(Date.parse(`${v}T00:00:00+05:30`))) + (name === 'to' ? DAY_MS : 0)),
    );

export const GROUP_KEY =
  /^([a-z_]{1,40}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{4}-\d{2}-\d{2})$/;
const GROUP_MESSAGE = 'group must be <kind>:<puja id>:<YYYY-MM-DD>';

/** A group key as the board gives it: the kind, the puja (event) id and the IST day's instants. */
export const groupKey = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => GROUP_KEY.test(v) && z.iso.date().safeParse(GROUP_KEY.exec(v)![3]).success, { error: GROUP_MESSAGE })
  .transform((v) => {
    const [, kind, id, date] = GROUP_KEY.exec(v)!;
    const start = istDayStart(istDayNumber(Date.parse(`${date}T00:00:00+05:30`)));
    return { key: v, kind: kind!, id: id!, from: new Date(start), to: new Date(start + DAY_MS) };
  });

const cursor = z
  .string()
  .regex(/^o[0-9]{1,6}$/, 'cursor is the nextCursor of the previous page')
  .transform((v) => Number(v.slice(1)))
  .optional();

const ordered = (f: { from?: Date; to?: Date }) => !f.from || !f.to || f.from < f.to;
const orderedError = { error: 'from must not be after to', path: ['to'] };

const filterShape = {
  kind: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, 'kind is a payable kind (puja_booking, product_order …)')
    .optional(),
  /** One promise type or several, comma-separated. */
  type: z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PROMISE_TYPES, { error: `type must be among ${PROMISE_TYPES.join(', ')}` })).max(8))
    .optional(),
  temple: idSchema.optional(),
  status: z.enum(['open', 'overdue', 'kept'], { error: 'status must be open, overdue or kept' }).optional(),
  from: day('from').optional(),
  to: day('to').optional(),
  limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(50),
  cursor,
};

/** GET /admin/fulfilment. */
export const boardQuery = z.object({ ...filterShape, group: groupKey.optional() }).refine(ordered, orderedError);
/** GET /admin/fulfilment/pujas. */
export const groupsQuery = z.object(filterShape).refine(ordered, orderedError);
export type BoardQuery = z.output<typeof boardQuery>;
export type GroupsQuery = z.output<typeof groupsQuery>;

const promiseIds = z
  .array(idSchema, { error: 'Choose the promises' })
  .min(1, 'Choose the promises')
  .max(500, 'At most 500 promises at once');

/** Either chosen promises or every devotee of a puja (event) on a date. */
const targetShape = { promiseIds: promiseIds.optional(), group: groupKey.optional() };
const oneTarget = (b: { promiseIds?: unknown; group?: unknown }) =>
  (b.promiseIds === undefined) !== (b.group === undefined);
const oneTargetError = { error: 'Give promiseIds or group (one of them)', path: ['promiseIds'] };

const siteImage = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/api\/v1\/media\/[0-9a-f]{64}\/[1-9]\d{0,4}\.webp$/, 'Upload the image through the console first');
const photoUrls = z.array(siteImage).min(1).max(20, 'At most 20 photos').optional();

export const performedBody = z.object({ ...targetShape, photoUrls }).refine(oneTarget, oneTargetError);
export type PerformedBody = z.output<typeof performedBody>;

export const VIDEO_LINK_MESSAGE = 'Give an https:// link to the video';
export const videoBody = z
  .object({
    ...targetShape,
    videoId: idSchema.optional(),
    videoLink: z
      .string()
      .trim()
      .max(500, VIDEO_LINK_MESSAGE)
      .refine((v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'https:' && !u.username && !u.password;
        } catch {
          return false;
        }
      }, VIDEO_LINK_MESSAGE)
      .optional(),
    posterUrl: siteImage.optional(),
    photoUrls,
  })
  .refine(oneTarget, oneTargetError)
  .refine((b) => (b.videoId === undefined) !== (b.videoLink === undefined), {
    error: 'Upload a video or give a link to one',
    path: ['videoLink'],
  });
export type VideoBody = z.output<typeof videoBody>;

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`)
    .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE);

export const COURIER_MESSAGE = 'Enter the courier';
export const TRACKING_MESSAGE = 'Enter the tracking number';
export const parcelBody = z
  .object({
    promiseIds,
    step: z.enum(PARCEL_STEPS, { error: `step must be one of ${PARCEL_STEPS.join(', ')}` }),
    courier: text(80, COURIER_MESSAGE).optional(),
    trackingNumber: text(60, TRACKING_MESSAGE).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.step !== 'shipped') return;
    if (!b.courier) ctx.addIssue({ code: 'custom', message: COURIER_MESSAGE, path: ['courier'] });
    if (!b.trackingNumber) ctx.addIssue({ code: 'custom', message: TRACKING_MESSAGE, path: ['trackingNumber'] });
  });
export type ParcelBody = z.output<typeof parcelBody>;

export const consultationBody = z.object({
  promiseId: idSchema,
  outcome: z.enum(CONSULTATION_OUTCOMES, { error: 'outcome must be completed or no_show' }),
  note: text(500, 'Enter a note').optional(),
});
export type ConsultationBody = z.output<typeof consultationBody>;

export const certificateBody = z.object({ promiseIds });
export type CertificateBody = z.output<typeof certificateBody>;
