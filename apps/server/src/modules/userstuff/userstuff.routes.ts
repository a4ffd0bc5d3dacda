import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@sankalp/shared';
import { forbidden } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { currentUser, requireSelf, requireUser } from '../auth/auth.guards';
import * as service from './userstuff.service';

const idParams = z.object({ id: idSchema });

/** One booking id: the id itself, or a (populated) booking object carrying `_id`. */
const bookingRef = z.union([idSchema, z.object({ _id: idSchema }).transform((b) => b._id)], { error: 'Invalid booking id' });
const bookingRefs = z
  .union([bookingRef, z.array(bookingRef).max(200, 'Too many booking ids')])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/**
 * A partial record: ids to append per array (a whole array may be sent back; ids already there
 * are skipped). `userId` and `_id` are accepted and ignored; any other key is refused.
 */
const additionsBody = z.strictObject({
  userId: z.string().optional(),
  _id: z.string().optional(),
  pujaBookingIds: bookingRefs.optional(),
  chadhavaBookingIds: bookingRefs.optional(),
  donationBookingIds: bookingRefs.optional(),
  productOrderIds: bookingRefs.optional(),
  PanditBookingIds: bookingRefs.optional(),
  prasadOrderIds: bookingRefs.optional(),
});
type Additions = z.output<typeof additionsBody>;

const byKind = (b: Additions): Partial<Record<service.BookingKind, string[]>> => ({
  puja: b.pujaBookingIds,
  chadhava: b.chadhavaBookingIds,
  donation: b.donationBookingIds,
  productOrder: b.productOrderIds,
  panditBooking: b.PanditBookingIds,
  prasadOrder: b.prasadOrderIds,
});

const hasAdditions = (b: Additions) => Object.values(byKind(b)).some((v) => v && v.length > 0);

/** GET|PUT /userstuff/{id}, POST /userstuff: the signed-in user's booking record. */
export default async function userStuffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const self = { onRequest: requireSelf('id', 'userStuffId') };

  app.get('/userstuff/:id', { ...self, schema: { tags: ['userstuff'], params: idParams } }, async (req) => {
    const record = await service.getUserStuff(ctx, currentUser(req), requestLanguage(req));
    return { success: true, message: 'Operation successful', data: record };
  });

  app.put(
    '/userstuff/:id',
    { ...self, schema: { tags: ['userstuff'], params: idParams, body: additionsBody } },
    async (req) => {
      const record = await service.appendToUserStuff(ctx, currentUser(req), byKind(req.body), requestLanguage(req));
      return { success: true, message: 'User stuff updated', data: record };
    },
  );

  app.post(
    '/userstuff',
    {
      onRequest: requireUser,
      schema: { tags: ['userstuff'], body: additionsBody.nullish() },
      // 201 when the record was made now; 403 for another user's userId in the body.
      config: { openapi: { success: { status: [201, 200] }, errors: { 403: ['forbidden'] } } },
    },
    async (req, reply) => {
      const me = currentUser(req);
      if (req.body?.userId !== undefined && req.body.userId.toLowerCase() !== me.id) throw forbidden();
      const lang = requestLanguage(req);
      const { record, created } = await service.ensureUserStuffFor(ctx, me, lang);
      const result = req.body && hasAdditions(req.body) ? await service.appendToUserStuff(ctx, me, byKind(req.body), lang) : record;
      return reply.status(created ? 201 : 200).send({ success: true, message: 'Operation successful', data: result });
    },
  );
}
