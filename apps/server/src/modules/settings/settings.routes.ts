import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, settingsSchema } from '@sankalp/shared';
import { requireSelf } from '../auth/auth.guards';
import { getSettings, saveSettings } from './settings.service';

const idParams = z.object({ id: idSchema });

/** GET|PUT /users/{id}/settings (part 3 settings, synced across devices). */
export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/users/:id/settings', { onRequest: requireSelf('id'), schema: { tags: ['settings'], params: idParams } }, async (req) => {
    const { settings, saved } = await getSettings(ctx, req.params.id);
    return { success: true, message: 'Operation successful', data: { settings, saved }, settings };
  });

  app.put(
    '/users/:id/settings',
    { onRequest: requireSelf('id'), schema: { tags: ['settings'], params: idParams, body: settingsSchema } },
    async (req) => {
      const settings = await saveSettings(ctx, req.params.id, req.body);
      return { success: true, message: 'Settings saved', data: { settings }, settings };
    },
  );
}
