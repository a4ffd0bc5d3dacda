import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markReadSchema,
  notificationsQuerySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@sankalp/shared/schemas/notifications';
import { currentUser, requireUser } from '../auth/auth.guards';
import { limitCreates } from '../auth/rate-limit';
import * as service from './notifications.service';

const ok = 'Operation successful';

/**
 * The session user's notifications (issue 10): the list newest first, the bell's unread count,
 * marking read; and this browser's web-push subscription. Always the caller's own: no id of a
 * user is ever in the path, and another user's notification ids are ignored.
 */
export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['notifications'];

  app.get(
    '/notifications',
    { onRequest: requireUser, schema: { tags, querystring: notificationsQuerySchema } },
    async (req) => {
      const data = await service.listNotifications(ctx, currentUser(req).id, req.query);
      return { success: true, message: ok, data };
    },
  );

  app.get('/notifications/unread-count', { onRequest: requireUser, schema: { tags } }, async (req) => {
    const data = await service.unreadCount(ctx, currentUser(req).id);
    return { success: true, message: ok, data };
  });

  app.post('/notifications/read', { onRequest: requireUser, schema: { tags, body: markReadSchema } }, async (req) => {
    const data = await service.markRead(ctx, currentUser(req).id, req.body);
    return { success: true, message: 'Notifications marked as read', data };
  });

  app.get('/push/key', { schema: { tags } }, async () => ({ success: true, message: ok, data: service.pushKey(ctx) }));

  app.post(
    '/push/subscriptions',
    { onRequest: requireUser, preHandler: limitCreates, schema: { tags, body: pushSubscriptionSchema } },
    async (req) => {
      await service.subscribePush(ctx, currentUser(req).id, req.body);
      return { success: true, message: 'Push notifications are on in this browser', data: { subscribed: true } };
    },
  );

  app.delete(
    '/push/subscriptions',
    { onRequest: requireUser, schema: { tags, body: pushUnsubscribeSchema } },
    async (req) => {
      const data = await service.unsubscribePush(ctx, currentUser(req).id, req.body.endpoint);
      return { success: true, message: 'Push notifications are off in this browser', data };
    },
  );
}
