import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressSchema, idSchema } from '@sankalp/shared';
import { requireSelf } from '../auth/auth.guards';
import { limitCreates } from '../auth/rate-limit';
import * as service from './addresses.service';

const userParams = z.object({ userId: idSchema });
const addressParams = z.object({ userId: idSchema, addressId: idSchema });

/** Saved addresses (part 1 § 5): /users/{userId}/addresses[/{addressId}], the user's own only. */
export default async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const self = { onRequest: requireSelf('userId') };

  app.get('/users/:userId/addresses', { ...self, schema: { tags: ['addresses'], params: userParams } }, async (req) => {
    const addresses = await service.listAddresses(ctx, req.params.userId);
    const count = addresses.length;
    return { success: true, message: 'Operation successful', data: { addresses, count }, addresses, count };
  });

  app.post(
    '/users/:userId/addresses',
    { ...self, preHandler: limitCreates, schema: { tags: ['addresses'], params: userParams, body: addressSchema } },
    async (req, reply) => {
      const address = await service.createAddress(ctx, req.params.userId, req.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Address added successfully', data: { address }, address });
    },
  );

  app.get(
    '/users/:userId/addresses/:addressId',
    { ...self, schema: { tags: ['addresses'], params: addressParams } },
    async (req) => {
      const address = await service.getAddress(ctx, req.params.userId, req.params.addressId);
      return { success: true, message: 'Operation successful', data: { address }, address };
    },
  );

  app.put(
    '/users/:userId/addresses/:addressId',
    { ...self, schema: { tags: ['addresses'], params: addressParams, body: addressSchema } },
    async (req) => {
      const address = await service.updateAddress(ctx, req.params.userId, req.params.addressId, req.body);
      return { success: true, message: 'Address updated successfully', data: { address }, address };
    },
  );

  app.delete(
    '/users/:userId/addresses/:addressId',
    { ...self, schema: { tags: ['addresses'], params: addressParams } },
    async (req) => {
      const deletedAddressId = await service.deleteAddress(ctx, req.params.userId, req.params.addressId);
      return { success: true, message: 'Address deleted successfully', data: { deletedAddressId }, deletedAddressId };
    },
  );
}
