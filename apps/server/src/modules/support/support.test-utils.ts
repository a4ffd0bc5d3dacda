import type { FastifyInstance } from 'fastify';
import { call, expectStatus, freshIp } from '../auth/auth.test-utils';
import { adminAndOperator } from '../media/media.test-utils';

export const MESSAGE = {
  name: 'Sita Sharma',
  email: 'sita@example.in',
  phone: '+91 98765 43210',
  subject: 'Prasad delivery',
  message: 'When will my prasad reach Pune?\nThe booking was last week.',
  source: 'contact',
} as const;

/** Sends a contact-form message (from a fresh IP; signed in with `as.token`) and answers the new thread's id. */
export async function sendMessage(
  app: FastifyInstance,
  over: Record<string, unknown> = {},
  as: { token?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const r = await call(app, 'POST', '/api/v1/support/messages', {
    body: { ...MESSAGE, ...over },
    ip: freshIp(),
    ...as,
  });
  expectStatus(r, 201);
  return (r.body.data as { thread: { id: string } }).thread.id;
}

/** The support inbox's rows of admin-matrix.test.ts: a fresh thread per call, so every write is real. */
export function supportMatrix(t: () => { app: FastifyInstance }) {
  const thread = async () =>
    sendMessage(t().app, { email: `matrix.${Math.random().toString(36).slice(2, 8)}@example.in` });
  return {
    'GET /api/v1/admin/support': { url: () => '/api/v1/admin/support?status=open', expect: adminAndOperator(200) },
    'GET /api/v1/admin/support/{id}': {
      url: async () => `/api/v1/admin/support/${await thread()}`,
      expect: adminAndOperator(200),
    },
    'POST /api/v1/admin/support/{id}/reply': {
      url: async () => `/api/v1/admin/support/${await thread()}/reply`,
      body: () => ({ body: 'Namaste, your prasad was dispatched today.' }),
      expect: adminAndOperator(201),
    },
    'POST /api/v1/admin/support/{id}/close': {
      url: async () => `/api/v1/admin/support/${await thread()}/close`,
      expect: adminAndOperator(200),
    },
  };
}
