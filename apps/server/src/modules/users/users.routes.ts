import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/request-language';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, otpRequestSchema, profileUpdateSchema } from '@sankalp/shared';
import { currentUser, requireSelf } from '../auth/auth.guards';
import { changePasswordBody, indianPhoneSchema, otpResetBody } from '../auth/auth.schemas';
import * as auth from '../auth/auth.service';
import { updateProfile } from './users.service';

const idParams = z.object({ id: idSchema });
const profileBody = profileUpdateSchema.extend({ phoneNumber: indianPhoneSchema.optional() });

/** Password reset by e-mailed code, signed-in password change, profile update. */
export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Same status and body whether or not the e-mail has an account.
  // config.openapi: what the OpenAPI document says beyond what it derives (lib/openapi).
  const limited = { openapi: { errors: { 429: ['rate_limited'] } } } as const;

  app.post('/users/request-password-change-otp', { schema: { tags: ['users'], body: otpRequestSchema }, config: limited }, async (req) => {
    const r = await auth.requestPasswordOtp(ctx, req.body.email, req.ip, requestLanguage(req));
    return { success: true, message: auth.OTP_REQUEST_MESSAGE, email: r.email };
  });

  // A wrong code is otp_invalid (under errors.otp); a dead one says to ask for a new code.
  const resetDoc = { openapi: { errors: { 400: ['otp_invalid', 'otp_expired', 'otp_attempts_exceeded'], 429: ['rate_limited'] } } } as const;
  app.post('/users/change-password-with-otp', { schema: { tags: ['users'], body: otpResetBody }, config: resetDoc }, async (req) => {
    const r = await auth.resetPasswordWithOtp(ctx, req.body, req.ip, requestLanguage(req));
    return { success: true, message: 'Password changed successfully!', timestamp: r.timestamp };
  });

  // Every session of the user ends; the answer carries a fresh token for this device.
  app.put(
    '/users/:id/change-password',
    {
      onRequest: requireSelf('id'),
      schema: { tags: ['users'], params: idParams, body: changePasswordBody },
      // A wrong current password is password_incorrect, under errors.currentPassword.
      config: { openapi: { errors: { 400: ['password_incorrect'], 429: ['rate_limited'] } } },
    },
    async (req) => {
      const r = await auth.changePassword(ctx, currentUser(req), req.body, requestLanguage(req));
      return {
        success: true,
        message: 'Password changed successfully',
        data: { user: r.user, token: r.token, expiresAt: r.expiresAt },
        token: r.token,
      };
    },
  );

  app.put(
    '/users/:id',
    {
      onRequest: requireSelf('id'),
      schema: { tags: ['users'], params: idParams, body: profileBody },
      config: { openapi: { errors: { 409: ['email_taken', 'phone_taken'] } } },
    },
    async (req) => {
      const user = await updateProfile(ctx, req.params.id, req.body);
      return { success: true, message: 'Profile updated successfully', data: { user }, user };
    },
  );
}
