import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@sankalp/shared/schemas/ids';
import type { SessionUser } from '../../context';
import type { ErrorSpec } from '../../lib/openapi';
import { requestLanguage, type Language } from '../../lib/request-language';
import { limitCreates, limitVerifies } from '../auth/rate-limit';
import { createdAnswerSchema, recordAnswerSchema, verifyAnswerSchema, verifyFailedSchema } from './payments.openapi';
import type { VerifyAnswer } from './payments.service';

/** `?key=`: a booking's access key (decision 007); anything malformed simply opens nothing. */
export const accessKeyQuery = z.object({ key: z.string().max(128).optional() });

/** The params and query of a route on one payable record: its id, and its access key (`?key=`). */
export const recordRequest = { params: z.object({ id: idSchema }), querystring: accessKeyQuery };

/** What a route's OpenAPI entry says (its answers are documented by lib/openapi, documentation only). */
type RouteDoc = { tags: string[]; summary: string };

/**
 * The verify answer of every payable kind, in the spec's envelope: 200 `{ success: true, status:
 * 'success', message, data: { [name]: view } }`, 200 `{ success: false, status: 'review', code,
 * message }` (money recorded, a person settles it), 400 `{ success: false, status: 'failed', code:
 * 'verify_failed', message }`.
 */
export function sendVerifyAnswer(reply: FastifyReply, answer: VerifyAnswer & Record<string, unknown>, name: string) {
  const { status, message, code } = answer;
  if (status === 'success') return reply.send({ success: true, status, message, data: { [name]: answer[name] } });
  if (status === 'review') return reply.send({ success: false, status, code, message });
  return reply.status(400).send({ success: false, status, code: code ?? 'verify_failed', message, error: message });
}

/**
 * POST create of a payable kind: the body checked by its shared schema (400 with the spec's field
 * messages), 201 `{ success: true, message, data }` with the record's view under `view`; guests
 * and signed-in users alike. `errors`: what the kind's service can answer besides the derived
 * ones (its 404s and 409s), for the OpenAPI document. `create` gets the request's language, which
 * the record keeps for its later e-mails and receipt (issue 13).
 */
export function createRoute<S extends z.ZodType>(
  fastify: FastifyInstance,
  url: string,
  doc: RouteDoc & { body: S; view: string; errors: ErrorSpec },
  message: string,
  create: (me: SessionUser | null, body: z.output<S>, language: Language) => Promise<unknown>,
) {
  const { view, errors, ...schema } = doc;
  const openapi = {
    auth: 'optional',
    // A provider failure while opening the payment order (ensureProviderOrder).
    errors: { ...errors, 502: ['payment_init_failed'] },
    success: { status: 201, schema: createdAnswerSchema(view), description: 'Created, pending payment' },
  } as const;
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post(url, { schema, preHandler: limitCreates, config: { openapi } }, async (req, reply) => {
      const data = await create(req.user, req.body as z.output<S>, requestLanguage(req));
      return reply.status(201).send({ success: true, message, data });
    });
}

/**
 * POST …/verify-payment of a payable kind. No body schema: the service parses the body, and a
 * malformed one is a failed verification, never a 400 of another shape. Answered by
 * sendVerifyAnswer with the view under `name`. `requestBody`, the kind's shared verify schema,
 * is shown in the OpenAPI document only (never validated here).
 */
export function verifyRoute(
  fastify: FastifyInstance,
  url: string,
  doc: RouteDoc & { requestBody: z.ZodType },
  name: string,
  verify: (body: unknown) => Promise<VerifyAnswer & Record<string, unknown>>,
) {
  const { requestBody, ...schema } = doc;
  const openapi = {
    // The signature is the proof: no session needed (it may have expired while paying).
    auth: 'none',
    requestBody: { schema: requestBody, description: "Checkout's success callback, as Razorpay hands it to the page" },
    success: { schema: verifyAnswerSchema(name), description: 'Paid, or the money is recorded for a person to settle' },
    ownErrors: {
      400: {
        description: 'The signature did not verify, or the body is not a checkout result',
        schema: verifyFailedSchema,
      },
    },
  } as const;
  // Garbage, control characters included, is a failed verification too (Checkout's contract).
  fastify.post(
    url,
    { schema, preHandler: limitVerifies, config: { allowControlCharacters: true, openapi } },
    async (req, reply) => sendVerifyAnswer(reply, await verify(req.body), name),
  );
}

/**
 * GET one record of a payable kind, `:id` in the url: the owner's session or its access key
 * (`?key=`), else the service's 404. Answers `{ success: true, message, data: { [name]: view } }`.
 */
export function recordRoute(
  fastify: FastifyInstance,
  url: string,
  schema: RouteDoc,
  answer: { name: string; message: string },
  read: (me: SessionUser | null, id: string, key: string | undefined, lang: Language) => Promise<unknown>,
) {
  const openapi = { auth: 'optional', success: { schema: recordAnswerSchema(answer.name) } } as const;
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(url, { schema: { ...schema, ...recordRequest }, config: { openapi } }, async (req) => ({
      success: true,
      message: answer.message,
      data: { [answer.name]: await read(req.user, req.params.id, req.query.key, requestLanguage(req)) },
    }));
}
