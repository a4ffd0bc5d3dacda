import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { badRequest, fieldError } from './errors';

// A "Hindi" that marks what it translated: «text» once, ««text»» twice, text not at all.
vi.mock('@sankalp/shared/i18n/messages', async (original) => ({
  ...(await original<typeof import('@sankalp/shared/i18n/messages')>()),
  localizeMessage: (text: string, lang: 'en' | 'hi') => (lang === 'en' || !text ? text : `«${text}»`),
}));

const app = Fastify().withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post('/validated', { schema: { body: z.object({ name: z.string().min(2, 'Name is too short') }) } }, () => ({}));
  app.get('/app-error', () => {
    throw badRequest('Pick a date');
  });
  app.get('/field-error', () => {
    throw fieldError('pincode', 'Enter a 6-digit PIN code');
  });
  app.get('/duplicate', () => {
    throw Object.assign(new Error('duplicate key'), { code: '23505' });
  });
  app.get('/bug', () => {
    throw new Error('a bug of ours');
  });
  app.get('/own-envelope', (_req, reply) =>
    reply.status(402).send({ success: false, message: 'Payment failed', error: 'Payment failed' }),
  );
  await app.ready();
});
afterAll(() => app.close());

const hi = { 'accept-language': 'hi' };

describe("error answers are said in the reader's language exactly once", () => {
  it.each([
    ['a schema failure', 'POST', '/validated', { name: 'A' }, 'Name is too short', { name: '«Name is too short»' }],
    ['an AppError', 'GET', '/app-error', undefined, 'Pick a date', undefined],
    [
      'a field error',
      'GET',
      '/field-error',
      undefined,
      'Enter a 6-digit PIN code',
      { pincode: '«Enter a 6-digit PIN code»' },
    ],
    ['a unique violation', 'GET', '/duplicate', undefined, 'This record already exists', undefined],
    ['our own bug', 'GET', '/bug', undefined, 'Something went wrong', undefined],
    ['an envelope the route sends itself', 'GET', '/own-envelope', undefined, 'Payment failed', undefined],
  ] as const)('%s', async (_what, method, url, payload, message, errors) => {
    const r = await app.inject({ method, url, payload, headers: hi });
    expect(r.json()).toMatchObject({ success: false, message: `«${message}»`, ...(errors ? { errors } : {}) });
    const en = await app.inject({ method, url, payload });
    expect(en.json()).toMatchObject({ message, ...(errors ? { errors: { [Object.keys(errors)[0]!]: message } } : {}) });
  });

  it("Fastify's own client error: its English has no Hindi, so a Hindi reader gets 'Invalid request', once", async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: '{"name":',
      headers: { ...hi, 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ message: '«Invalid request»', code: 'bad_request' });
    const en = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(en.json().message).not.toMatch(/«/);
  });
});
