import { z } from 'zod';
import { ADMIN_PAYMENT_STATUSES } from '@sankalp/shared/api/admin-bookings';
import { PAYABLE_KINDS } from '@sankalp/shared/api/payments';
import { CONTROL_CHARACTERS_MESSAGE, idSchema, istDayNumber, istDayStart, noControlCharacters } from '@sankalp/shared';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A bound of the date range: an IST day (2026-11-21, what a date input sends) or an exact ISO
 * date-time with its offset. Answers the range's edge as an instant: a day's start for `from`,
 * the next day's start for `to` (exclusive), so `to=2026-11-21` includes the whole day.
 */
const bound = (name: 'from' | 'to') =>
  z
    .string()
    .trim()
    .refine(
      (v) =>
        DATE_ONLY.test(v) ? z.iso.date().safeParse(v).success : z.iso.datetime({ offset: true }).safeParse(v).success,
      {
        error: `${name} must be a date (2026-11-21) or an ISO date-time with its offset`,
      },
    )
    .transform((v) => {
      if (!DATE_ONLY.test(v)) return new Date(new Date(v).getTime() + (name === 'to' ? 1 : 0));
      const day = istDayNumber(Date.parse(`${v}T00:00:00+05:30`));
      return new Date(istDayStart(day) + (name === 'to' ? DAY_MS : 0));
    });

const filterShape = {
  q: z
    .string()
    .trim()
    .max(100, 'Search is at most 100 characters')
    .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE)
    .transform((v) => v || undefined)
    .optional(),
  kind: z.enum(PAYABLE_KINDS, { error: `kind must be one of ${PAYABLE_KINDS.join(', ')}` }).optional(),
  status: z
    .enum(ADMIN_PAYMENT_STATUSES, { error: `status must be one of ${ADMIN_PAYMENT_STATUSES.join(', ')}` })
    .optional(),
  from: bound('from').optional(),
  to: bound('to').optional(),
  temple: idSchema.optional(),
};
const ordered = (f: { from?: Date; to?: Date }) => !f.from || !f.to || f.from < f.to;
const orderedError = { error: 'from must not be after to', path: ['to'] };

/** The filters of GET /admin/bookings.csv (and of the list). */
export const bookingFilters = z.object(filterShape).refine(ordered, orderedError);

/** GET /admin/bookings: the filters and the page. */
export const bookingListQuery = z
  .object({
    ...filterShape,
    limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(50),
    offset: z.coerce.number().int().min(0).max(100_000, 'offset is at most 100000').default(0),
  })
  .refine(ordered, orderedError);

export type BookingFilters = z.output<typeof bookingFilters>;
export type BookingListQuery = z.output<typeof bookingListQuery>;

/** GET /admin/bookings/{kind}/{id}: plain strings, so an unknown kind or a malformed id is 404 like any unknown booking. */
export const bookingParams = z.object({ kind: z.string().max(40), id: z.string().max(64) });
