import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@sankalp/shared/api/errors';

/**
 * The OpenAPI document (served at /api/docs, `app.swagger()`): every operation says what it
 * answers on success, which error answers it can give with their stable codes, and whether it
 * needs or accepts a session (`bearerAuth`).
 *
 * Most of it is derived, so a new route is documented without doing anything: an onRoute hook
 * (registerOpenApi) reads the route's request schemas, its path parameters and its hooks
 * (requireUser, requireSelf, the rate limits and loopbackOnly describe themselves with
 * describeHook) and fills `config.openapi`; a route adds only what cannot be seen from outside
 * — its domain codes (409 …), a 201, a non-JSON answer — as `config: { openapi: { … } }`.
 *
 * DOCUMENTATION ONLY, never serialization. With fastify-type-provider-zod a route's
 * `schema.response` is also its serializer: a schema that is not exact would strip fields from
 * real answers or fail them. Most success answers have no exact zod schema yet (the spec's
 * envelopes repeat fields at the top level), so nothing here touches `schema.response`,
 * `schema.body` or `schema.headers` of the route itself: the responses, the request bodies a
 * route reads itself (the verify calls parse theirs; the webhook reads raw bytes) and its header
 * parameters reach only the document, through the swagger `transform` below.
 */

// ─── Declarations ───────────────────────────────────────────────────────────

/** Who may call a route: 'self' = a session whose user the path names (401, 403); 'optional' = guests too, a session reaches the caller's own records. */
export type AuthLevel = 'none' | 'optional' | 'required' | 'self';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 502;

/** Error answers of a route, by status: the codes it can answer (the envelope ErrorBody). */
export type ErrorSpec = Partial<Record<ErrorStatus, readonly ErrorCode[]>>;

/** What a route's OpenAPI entry says beyond its request schemas (`config.openapi`). */
export type RouteDoc = {
  auth?: AuthLevel;
  /** Error answers beyond the derived ones (400, 401/403, 404, 429, 500 are derived). */
  errors?: ErrorSpec;
  success?: {
    /** Default 200; a list when it answers either (e.g. 201 created, 200 already there). */
    status?: number | readonly number[];
    description?: string;
    /** The whole answer; default: the success envelope with `data` of any shape. */
    schema?: z.ZodType;
    /** A non-JSON answer (a binary body), e.g. 'application/pdf'. */
    contentType?: string;
  };
  /** A request body the route reads itself (not validated by Fastify): documented only. */
  requestBody?: { schema: z.ZodType; description?: string };
  /** Request headers the route reads itself: documented only. */
  headers?: z.ZodObject;
  /** Error statuses answered in the route's own shape instead of the error envelope. */
  ownErrors?: Partial<Record<ErrorStatus, { description: string; schema: z.ZodType }>>;
};

/** An OpenAPI response object, as far as this file builds them. */
type OpenApiResponse = { description: string; content?: Record<string, { schema: unknown }> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the OpenAPI document says of this route (lib/openapi.ts); documentation only. */
    openapi?: RouteDoc;
  }
}

type Hook = (...args: never[]) => unknown;
const hookDocs = new WeakMap<Hook, RouteDoc>();

/**
 * Says what every route using `hook` (in onRequest, preParsing, preValidation or preHandler) answers, e.g.
 * `describeHook(requireUser, { auth: 'required' })`. Returns the hook.
 */
export function describeHook<H extends Hook>(hook: H, doc: RouteDoc): H {
  hookDocs.set(hook, doc);
  return hook;
}

// ─── Schemas ────────────────────────────────────────────────────────────────

/** The envelope of every error answer (packages/shared/src/api/errors.ts), as documented. */
export const errorBodySchema = z.looseObject({
  success: z.literal(false),
  message: z.string().describe('For people: may change or be translated. Decide by `code`.'),
  error: z.string(),
  code: z.enum(ERROR_CODES).describe('Stable machine code'),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .describe('validation_failed: the message of each invalid field, by its path (e.g. "donor.email")'),
  details: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      'What the code needs: amount_total (total_changed), retryAfter (rate_limited), available (out_of_stock), free (slot_taken) …',
    ),
  data: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('total_changed: the current figure where the spec reads it (data.amount_total)'),
}) satisfies z.ZodType<ErrorBody>;

/** The success envelope, when a route documents nothing finer. */
export const successEnvelopeSchema = z
  .looseObject({
    success: z.literal(true),
    message: z.string(),
    data: z
      .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
      .optional()
      .describe(
        'The answer (see the summary); some calls also repeat its fields at the top level, as the spec reads them',
      ),
  })
  .describe('The success envelope');

/** A success envelope whose `data` has a known schema. */
export const envelopeOf = (data: z.ZodType) => z.looseObject({ success: z.literal(true), message: z.string(), data });

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/** What some codes mean, where the status alone does not say it. */
const CODE_TEXT: Partial<Record<ErrorCode, string>> = {
  validation_failed: 'a field is invalid: `errors` holds the message of each, by its path',
  bad_request: 'malformed JSON or URL, a control character, or refused by a rule',
  total_changed: 'the client total differs: `data.amount_total` is the current one',
  kundli_saved_limit: '`details.limit` kundlis are saved already',
};

const STATUS_TEXT: Record<ErrorStatus, string> = {
  400: 'Invalid request',
  401: 'No session, or an expired or revoked one',
  403: 'The session may not reach this (another user’s id)',
  404: 'Not found (or not reachable with this session or access key)',
  409: 'Conflicts with the current state; `details` carries what changed',
  429: 'Too many requests; `Retry-After` (seconds) and `details.retryAfter` say when to try again',
  500: 'A bug on our side, logged under the request id (`X-Request-Id`)',
  502: 'The payment provider failed; nothing was charged, and retrying asks again',
};

/**
 * OpenAPI response objects for error statuses: each the ErrorBody envelope, its `code` narrowed
 * to the codes given. `errorResponses({ 404: ['not_found'], 409: ['total_changed'] })`.
 */
export function errorResponses(spec: ErrorSpec): Record<string, OpenApiResponse> {
  const out: Record<string, OpenApiResponse> = {};
  for (const [status, codes] of Object.entries(spec) as [string, readonly ErrorCode[]][]) {
    if (!codes?.length) continue;
    const list = [...new Set(codes)];
    const codesText = list.map((c) => (CODE_TEXT[c] ? `\`${c}\` (${CODE_TEXT[c]})` : `\`${c}\``)).join(', ');
    out[status] = {
      description: `${STATUS_TEXT[Number(status) as ErrorStatus] ?? 'Error'}. Codes: ${codesText}.`,
      ...(status === '429'
        ? {
            headers: { 'Retry-After': { description: 'Seconds until one more try fits', schema: { type: 'integer' } } },
          }
        : {}),
      content: {
        'application/json': {
          schema: {
            allOf: [{ $ref: ERROR_BODY_REF }, { type: 'object', properties: { code: { type: 'string', enum: list } } }],
          },
        },
      },
    };
  }
  return out;
}

// ─── Resolution: the route's own declaration + its hooks + what its schema shows ─────

const AUTH_RANK: Record<AuthLevel, number> = { none: 0, optional: 1, required: 2, self: 3 };

function mergeErrors(into: Partial<Record<ErrorStatus, ErrorCode[]>>, add: ErrorSpec | undefined) {
  for (const [status, codes] of Object.entries(add ?? {}) as [string, readonly ErrorCode[]][]) {
    const s = Number(status) as ErrorStatus;
    into[s] = [...new Set([...(into[s] ?? []), ...codes])];
  }
}

const hooksOf = (route: RouteOptions): unknown[] =>
  (['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const).flatMap((name) => {
    const h = route[name];
    return Array.isArray(h) ? h : h ? [h] : [];
  });

/** The complete doc of a route: its declaration merged with its hooks' and the derived defaults. */
export function resolveRouteDoc(route: RouteOptions): RouteDoc {
  const declared = route.config?.openapi ?? {};
  const docs = [
    ...hooksOf(route)
      .map((h) => hookDocs.get(h as Hook))
      .filter((d): d is RouteDoc => !!d),
    declared,
  ];
  let auth: AuthLevel = 'none';
  const errors: Partial<Record<ErrorStatus, ErrorCode[]>> = {};
  for (const d of docs) {
    if (d.auth && AUTH_RANK[d.auth] > AUTH_RANK[auth]) auth = d.auth;
    mergeErrors(errors, d.errors);
  }
  const schema = (route.schema ?? {}) as FastifySchema;
  const validated = !!(schema.body || schema.querystring || schema.params || schema.headers);
  mergeErrors(errors, { 400: validated ? ['validation_failed', 'bad_request'] : ['bad_request'] });
  if (/[:*]/.test(route.url)) mergeErrors(errors, { 404: ['not_found'] });
  if (auth === 'required' || auth === 'self') mergeErrors(errors, { 401: ['unauthorized'] });
  if (auth === 'self') mergeErrors(errors, { 403: ['forbidden'] });
  mergeErrors(errors, { 500: ['internal'] });
  return { ...declared, auth, errors };
}

const SECURITY: Record<AuthLevel, FastifySchema['security']> = {
  none: undefined,
  optional: [{}, { bearerAuth: [] }],
  required: [{ bearerAuth: [] }],
  self: [{ bearerAuth: [] }],
};

function successResponses(doc: RouteDoc): Record<string, unknown> {
  const s = doc.success ?? {};
  const statuses = s.status === undefined ? [200] : typeof s.status === 'number' ? [s.status] : s.status;
  const description = s.description ?? (s.contentType ? `The ${s.contentType} document` : 'Success');
  const content = s.contentType
    ? { [s.contentType]: { schema: z.string().meta({ format: 'binary' }) } }
    : { 'application/json': { schema: s.schema ?? successEnvelopeSchema } };
  return Object.fromEntries(statuses.map((status) => [String(status), { description, content }]));
}

/**
 * The swagger `transform`: fastify-type-provider-zod's (zod request schemas to JSON schema),
 * with the route's resolved doc added to the document only (see the note at the top).
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const doc = input.route.config?.openapi;
  if (!doc || input.schema?.hide) return jsonSchemaTransform(input);
  const schema: FastifySchema & Record<string, unknown> = { ...input.schema };
  if (doc.requestBody && !schema.body) {
    schema.body = doc.requestBody.description
      ? doc.requestBody.schema.describe(doc.requestBody.description)
      : doc.requestBody.schema;
  }
  if (doc.headers && !schema.headers) schema.headers = doc.headers;
  if (!schema.security && SECURITY[doc.auth ?? 'none']) schema.security = SECURITY[doc.auth ?? 'none'];
  const ownErrors = Object.fromEntries(
    Object.entries(doc.ownErrors ?? {}).map(([status, e]) => [
      status,
      { description: e.description, content: { 'application/json': { schema: e.schema } } },
    ]),
  );
  schema.response = { ...successResponses(doc), ...ownErrors, ...(schema.response as object | undefined) };
  const out = jsonSchemaTransform({ ...input, schema });
  const response = { ...(out.schema.response as Record<string, OpenApiResponse> | undefined) };
  for (const [status, envelope] of Object.entries(errorResponses(doc.errors ?? {})) as [string, OpenApiResponse][]) {
    const own = response[status];
    // A status answered in the route's own shape may still carry the envelope (e.g. a 400 for
    // malformed JSON, from the error handler): either.
    response[status] = own?.content?.['application/json']
      ? {
          ...own,
          description: `${own.description} — or: ${envelope.description}`,
          content: {
            'application/json': {
              schema: {
                anyOf: [own.content['application/json'].schema, envelope.content!['application/json']!.schema],
              },
            },
          },
        }
      : (own ?? envelope);
  }
  return { url: out.url, schema: { ...out.schema, response } };
};

// ─── Registration ───────────────────────────────────────────────────────────

const errorBodyJson = (() => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
  return json;
})();

/**
 * @fastify/swagger with the bearer scheme and the ErrorBody component, swagger-ui at /api/docs,
 * and the onRoute hook that resolves every route's doc. Register before any route.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if ((route.schema as FastifySchema | undefined)?.hide) return;
    route.config = { ...route.config, openapi: resolveRouteDoc(route) };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sankalp API',
        version: '1.0.0',
        description:
          'Every answer is an envelope: `{ success: true, message, data }`, or on error `{ success: false, message, error, code }` (ErrorBody) with a stable `code`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An opaque session token (data.token of POST /api/v1/auth/login or /auth/register), sent as `Authorization: Bearer <token>`; revoked by POST /api/v1/auth/logout.',
          },
        },
        schemas: { ErrorBody: errorBodyJson as never },
      },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
