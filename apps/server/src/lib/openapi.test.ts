/**
 * The OpenAPI document (issue 15): every operation documents a success answer, its error answers
 * (the ErrorBody envelope with their codes) and, when it needs a session, the bearer scheme; the
 * verify calls and the webhook show their request bodies. Who needs a session is found by asking
 * the app itself (a guest's 401), not the document; and each probe's real answer must be one the
 * document lists, with a listed code.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@sankalp/shared/api/errors';
import { PAYABLE_KINDS } from '@sankalp/shared/api/payments';
import { requireSelf, requireUser } from '../modules/auth/auth.guards';
import { call, registerUser, type Reply, type TestUser } from '../modules/auth/auth.test-utils';
import { bookingBody, insertFixture, sankalpBody, type Created } from '../modules/bookings/bookings.test-utils';
import {
  getWithKey,
  postWebhook,
  sandboxPay,
  webhookBody,
  type CheckoutSuccess,
} from '../modules/payments/payments.test-utils';
import { limitCreates } from '../modules/auth/rate-limit';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerOpenApi } from './openapi';

type Schema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
};
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, Response>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: {
    securitySchemes?: Record<string, { type?: string; scheme?: string }>;
    schemas?: Record<string, Schema>;
  };
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const ERROR_BODY = '#/components/schemas/ErrorBody';

function operations(doc: Doc): { route: string; method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, method, path, op })),
  );
}

/** The branches of a schema (allOf/anyOf/oneOf, recursively), itself included. */
const branches = (s: Schema | undefined): Schema[] =>
  s ? [s, ...[...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(branches)] : [];

const refersToErrorBody = (s: Schema | undefined) => branches(s).some((b) => b.$ref === ERROR_BODY);

/** The codes a documented response lists (`code` enums of every branch). */
const codesOf = (r: Response | undefined): string[] =>
  branches(r?.content?.['application/json']?.schema).flatMap((b) => (b.properties?.code?.enum ?? []) as string[]);

const isAuthenticated = (op: Operation) =>
  !!op.security?.length && op.security.every((s) => Array.isArray(s.bearerAuth));
const isOptional = (op: Operation) =>
  !!op.security?.some((s) => Object.keys(s).length === 0) && !!op.security?.some((s) => 'bearerAuth' in s);

/**
 * Where `value` departs from `schema` (the OpenAPI 3.0 subset the document uses: $ref, allOf,
 * anyOf, oneOf, type, nullable, enum, properties, required, additionalProperties, items).
 */
function departures(schema: Schema | undefined, value: unknown, at = '$'): string[] {
  if (!schema) return [];
  if (schema.$ref) return departures(doc.components?.schemas?.[schema.$ref.split('/').pop()!], value, at);
  const out = (schema.allOf ?? []).flatMap((s) => departures(s, value, at));
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alternatives.length && alternatives.every((s) => departures(s, value, at).length > 0))
    out.push(`${at}: fits no alternative`);
  if (value === null) return schema.nullable || !schema.type ? out : [...out, `${at}: null`];
  if (schema.enum && !schema.enum.includes(value))
    out.push(`${at}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`);
  const type = Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (schema.type && schema.type !== type && !(schema.type === 'number' && type === 'integer'))
    return [...out, `${at}: ${type}, not ${schema.type}`];
  if (type === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in obj)) out.push(`${at}.${key}: missing`);
    for (const [key, v] of Object.entries(obj)) {
      const prop = schema.properties?.[key];
      if (prop) out.push(...departures(prop, v, `${at}.${key}`));
      else if (schema.additionalProperties === false) out.push(`${at}.${key}: not documented`);
    }
  }
  if (type === 'array' && schema.items)
    (value as unknown[]).forEach((v, i) => out.push(...departures(schema.items, v, `${at}[${i}]`)));
  return out;
}

let t: TestApp;
let doc: Doc;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = t.app.swagger() as Doc;
  user = await registerUser(t.app);
});
afterAll(() => t.close());

const UUID = '3f9a4c2e-8b1d-4e6f-9a7c-2d5b8e1f0a34';
const urlOf = (path: string) => path.replace(/\{\w+\}/g, UUID);

/** The real answer must be one the operation documents: its status, its code, its envelope. */
function expectDocumented(route: string, op: Operation, r: Reply) {
  const documented = op.responses?.[String(r.status)];
  expect(
    documented,
    `${route} answered ${r.status}, which its document does not list: ${JSON.stringify(r.body).slice(0, 200)}`,
  ).toBeDefined();
  const code = r.body.code;
  if (r.status >= 400 && typeof code === 'string') {
    expect(codesOf(documented), `${route} answered ${r.status} ${code}, not among its documented codes`).toContain(
      code,
    );
  }
  const schema = documented?.content?.['application/json']?.schema;
  if (schema && !('raw' in r.body)) expect(departures(schema, r.body), `${route}: ${r.status} answer`).toEqual([]);
}

const operation = (route: string): Operation => {
  const [method, path] = route.split(' ') as [string, string];
  const op = doc.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`no operation ${route}`);
  return op;
};

describe('the OpenAPI document', () => {
  it('has the bearer scheme and the error envelope as components', () => {
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const body = doc.components?.schemas?.ErrorBody;
    expect(body?.required).toEqual(expect.arrayContaining(['success', 'message', 'error', 'code']));
    expect(body?.properties?.code?.enum).toEqual([...ERROR_CODES]);
    expect(body?.properties).toHaveProperty('errors');
  });

  it('documents a success answer and its error answers on every operation', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const { route, path, op } of ops) {
      const responses = op.responses ?? {};
      const success = Object.entries(responses).filter(([s]) => /^2\d\d$/.test(s));
      if (success.length === 0) problems.push(`${route}: no 2xx response`);
      for (const [status, r] of success) {
        const content = Object.values(r.content ?? {});
        if (content.length === 0 || !content.every((c) => c.schema))
          problems.push(`${route}: ${status} without a schema`);
        if (!r.description || r.description === 'Default Response')
          problems.push(`${route}: ${status} without a description`);
      }
      for (const status of ['400', '500']) if (!responses[status]) problems.push(`${route}: no ${status}`);
      if (path.includes('{') && !responses['404']) problems.push(`${route}: a path parameter but no 404`);
      for (const [status, r] of Object.entries(responses).filter(([s]) => Number(s) >= 400)) {
        const schema = r.content?.['application/json']?.schema;
        if (!schema) problems.push(`${route}: ${status} without a schema`);
        else if (status !== '400' && !refersToErrorBody(schema))
          problems.push(`${route}: ${status} is not the ErrorBody envelope`);
        const unknown = codesOf(r).filter((c) => !(ERROR_CODES as readonly string[]).includes(c));
        if (unknown.length) problems.push(`${route}: ${status} lists unknown codes ${unknown.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the field map of a validation failure where a route has a schema', () => {
    const withSchema = operations(doc).filter(({ op }) => op.requestBody || op.parameters?.length);
    const verify = (path: string) => /verify/i.test(path) || path.endsWith('/payments/webhook');
    expect(withSchema.length).toBeGreaterThan(40);
    for (const { route, op } of withSchema.filter((o) => !verify(o.path))) {
      expect(codesOf(op.responses?.['400']), route).toEqual(
        expect.arrayContaining(['validation_failed', 'bad_request']),
      );
    }
  });

  it('marks every route that refuses a guest (401) with bearerAuth, and answers only what it documents', async () => {
    const problems: string[] = [];
    for (const { route, method, path, op } of operations(doc)) {
      const r = await call(t.app, method.toUpperCase() as 'GET', urlOf(path));
      expectDocumented(route, op, r);
      if (r.status === 401 && !isAuthenticated(op))
        problems.push(`${route}: refuses a guest but its security is ${JSON.stringify(op.security)}`);
      if (r.status === 401 && !op.responses?.['401']) problems.push(`${route}: refuses a guest but documents no 401`);
      if (isAuthenticated(op) && r.status !== 401)
        problems.push(`${route}: documents bearerAuth as required but a guest got ${r.status}`);
    }
    expect(problems).toEqual([]);
    // The session-scoped routes are found at all (the probe works).
    expect(operations(doc).filter(({ op }) => isAuthenticated(op)).length).toBeGreaterThan(15);
  });

  it('answers a signed-in caller only what it documents (someone else’s id: 403)', async () => {
    for (const { route, method, path, op } of operations(doc)) {
      if (route === 'POST /api/v1/auth/logout') continue; // would end the session
      const r = await call(t.app, method.toUpperCase() as 'GET', urlOf(path), { token: user.token });
      expectDocumented(route, op, r);
      if (/\/(users|userstuff)\/\{/.test(path)) expect(r.status, route).toBe(403);
    }
  });

  it('marks the routes where a session reaches the caller’s own records as optional', () => {
    const optional = operations(doc)
      .filter(({ op }) => isOptional(op))
      .map(({ route }) => route);
    for (const kind of ['poojabooking', 'chadhava-bookings', 'donationsbooking', 'product-orders', 'pandit-bookings']) {
      expect(optional, kind).toContain(`GET /api/v1/${kind}/{id}`);
    }
    expect(optional).toContain('POST /api/v1/donationsbooking/create');
  });

  it('shows the request body of every payment verify call', () => {
    const verify = operations(doc).filter(({ method, path }) => method === 'post' && /verify/i.test(path));
    expect(verify.length).toBe(PAYABLE_KINDS.length);
    for (const { route, op } of verify) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      expect(schema?.properties, route).toHaveProperty('razorpay_payment_id');
      expect(schema?.properties, route).toHaveProperty('razorpay_order_id');
      expect(schema?.properties, route).toHaveProperty('razorpay_signature');
      expect(op.responses?.['200'], route).toBeDefined();
      expect(codesOf(op.responses?.['400']), route).toContain('verify_failed');
      expect(op.responses?.['429'], route).toBeDefined();
    }
  });

  it('shows the webhook’s body and its signature header', () => {
    const op = doc.paths['/api/v1/payments/webhook']?.post;
    const schema = op?.requestBody?.content?.['application/json']?.schema;
    expect(schema?.properties).toHaveProperty('event');
    expect(schema?.properties).toHaveProperty('payload');
    const signature = op?.parameters?.find((p) => p.in === 'header' && p.name.toLowerCase() === 'x-razorpay-signature');
    expect(signature?.required).toBe(true);
    expect(op?.responses?.['200']).toBeDefined();
    expect(op?.responses?.['400']).toBeDefined();
  });

  it('gives the PDFs their content type', () => {
    const pdfs = operations(doc).filter(({ path }) => path.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThanOrEqual(2);
    for (const { route, op } of pdfs)
      expect(Object.keys(op.responses?.['200']?.content ?? {}), route).toEqual(['application/pdf']);
  });

  it('lists the domain codes of the calls that can answer them', () => {
    const codes = (route: string, status: string) => {
      const [method, path] = route.split(' ') as [string, string];
      return codesOf(doc.paths[path]?.[method.toLowerCase()]?.responses?.[status]);
    };
    expect(codes('POST /api/v1/poojabooking/', '409')).toEqual(
      expect.arrayContaining(['total_changed', 'booking_closed']),
    );
    expect(codes('POST /api/v1/chadhava-bookings/', '409')).toEqual(
      expect.arrayContaining(['total_changed', 'event_full']),
    );
    expect(codes('POST /api/v1/product-orders/create', '409')).toEqual(
      expect.arrayContaining(['total_changed', 'out_of_stock']),
    );
    expect(codes('POST /api/v1/pandit-bookings', '409')).toEqual(
      expect.arrayContaining(['total_changed', 'slot_taken']),
    );
    expect(codes('POST /api/v1/kundli/saved', '409')).toEqual(['kundli_saved_limit']);
    expect(codes('POST /api/v1/auth/login', '429')).toEqual(['rate_limited']);
    expect(codes('POST /api/v1/sankalp/', '429')).toEqual(['rate_limited']);
  });
});

describe('the documented answers of the payment flow are the real ones', () => {
  it('create, read, sandbox pay, verify, webhook, config', async () => {
    const fx = await insertFixture(t.app.ctx.db, new Date());
    const sankalp = await call(t.app, 'POST', '/api/v1/sankalp/', { body: sankalpBody(fx) });
    expectDocumented('POST /api/v1/sankalp/', operation('POST /api/v1/sankalp/'), sankalp);
    const created = await call(t.app, 'POST', '/api/v1/poojabooking/', {
      body: bookingBody(fx, (sankalp.body.data as { _id: string })._id),
    });
    expect(created.status).toBe(201);
    expectDocumented('POST /api/v1/poojabooking/', operation('POST /api/v1/poojabooking/'), created);
    const { booking, accessKey, order } = created.body.data as Created;

    const read = await getWithKey(t.app, `/api/v1/poojabooking/${booking._id}`, { key: accessKey });
    expect(read.status).toBe(200);
    expectDocumented('GET /api/v1/poojabooking/{id}', operation('GET /api/v1/poojabooking/{id}'), read);

    const pay = await sandboxPay(t.app, order.id);
    expect(pay.status).toBe(200);
    expectDocumented('POST /api/v1/payments/sandbox/pay', operation('POST /api/v1/payments/sandbox/pay'), pay);
    const cb = pay.body as unknown as CheckoutSuccess;
    const verifyOp = operation('POST /api/v1/poojabooking/verifypayment');
    const bad = await call(t.app, 'POST', '/api/v1/poojabooking/verifypayment', {
      body: { bookingId: booking._id, ...cb, razorpay_signature: 'f'.repeat(64) },
    });
    expect(bad.status).toBe(400);
    expectDocumented('verify (bad signature)', verifyOp, bad);
    const ok = await call(t.app, 'POST', '/api/v1/poojabooking/verifypayment', {
      body: { bookingId: booking._id, ...cb },
    });
    expect(ok.status).toBe(200);
    expectDocumented('verify', verifyOp, ok);

    const webhookOp = operation('POST /api/v1/payments/webhook');
    const hook = webhookBody('payment.captured', {
      paymentId: cb.razorpay_payment_id,
      orderId: order.id,
      amount: order.amount,
    });
    expect(departures(webhookOp.requestBody?.content?.['application/json']?.schema, JSON.parse(hook))).toEqual([]);
    const delivered = await postWebhook(t.app, hook, { eventId: 'evt_openapi_1' });
    expectDocumented('webhook', webhookOp, { ...delivered, headers: {} });
    const refused = await postWebhook(t.app, hook, { signature: 'nope' });
    expect(refused.status).toBe(400);
    expectDocumented('webhook (bad signature)', webhookOp, { ...refused, headers: {} });

    const config = await call(t.app, 'GET', '/api/v1/payments/config');
    expectDocumented('GET /api/v1/payments/config', operation('GET /api/v1/payments/config'), config);
  });
});

describe('registerOpenApi on a bare app', () => {
  it('documents a new route from its schema and hooks alone, and never changes what it answers', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    app.post(
      '/things/:id',
      {
        onRequest: requireUser,
        preHandler: limitCreates,
        schema: { params: z.object({ id: z.string() }), body: z.object({ n: z.number() }) },
      },
      async () => ({ success: true, message: 'ok' }),
    );
    app.get('/users/:id/things', { onRequest: requireSelf('id') }, async () => ({}));
    // A documented answer narrower than the real one: the real one is sent whole.
    app.get('/open', { config: { openapi: { success: { schema: z.object({ a: z.string() }) } } } }, async () => ({
      a: 'x',
      b: 'kept',
    }));
    await app.ready();
    const d = app.swagger() as Doc;

    const post = d.paths['/things/{id}']?.post;
    expect(post?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(post?.responses ?? {}).sort()).toEqual(['200', '400', '401', '404', '429', '500']);
    expect(codesOf(post?.responses?.['400'])).toEqual(['validation_failed', 'bad_request']);
    expect(Object.keys(d.paths['/users/{id}/things']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403', '404']),
    );
    const open = d.paths['/open']?.get;
    expect(open?.security).toBeUndefined();
    expect(open?.responses?.['200']?.content?.['application/json']?.schema?.properties).toHaveProperty('a');

    const res = await app.inject({ method: 'GET', url: '/open' });
    expect(res.json()).toEqual({ a: 'x', b: 'kept' });
    await app.close();
  });
});
