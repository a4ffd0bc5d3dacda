import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, pgErrorCode } from './errors';
import { refuseControlCharacters } from './control-characters';
import { hooksOf } from './route-hooks';

/**
 * One place turns every thrown thing into the spec's error envelope
 * `{ success: false, message, error, details? }`. Anything a user can send ends as a 4xx;
 * only our own bugs become a 500, and those are logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // Each route's first preHandler, decided when the route is declared (reading the route's config
  // on every request built an object per request).
  app.addHook('onRoute', (route) => {
    if (route.config?.allowControlCharacters) return;
    route.preHandler = [refuseControlCharacters, ...hooksOf(route.preHandler)];
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(err.validationContext ?? 'body');
        fields[key] ??= v.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send({ success: false, message: first, error: 'Validation failed', code: 'validation_failed', errors: fields });
    }
    if (err instanceof AppError) {
      if (err.statusCode === 429 && err.details?.retryAfter) {
        reply.header('Retry-After', String(err.details.retryAfter));
      }
      return reply
        .status(err.statusCode)
        .send({
          success: false,
          message: err.message,
          error: err.message,
          code: err.code,
          ...(err.fields ? { errors: err.fields } : {}),
          ...(err.details ? { details: err.details } : {}),
          // The spec's callers read a changed total from data.amount_total.
          ...(err.code === 'total_changed' ? { data: err.details } : {}),
        });
    }
    const code = pgErrorCode(err);
    if (code === '23505') {
      return reply.status(409).send({ success: false, message: 'This record already exists', error: 'Conflict', code: 'conflict' });
    }
    // Data exceptions (class 22: bad text, NUL, out-of-range numbers, impossible dates, too long)
    // and 54000 (a value too large to index) come from what a client sent, never from our state.
    if (code?.startsWith('22') || code === '54000') {
      return reply.status(400).send({ success: false, message: 'Invalid value in request', error: 'Bad Request', code: 'bad_request' });
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large …).
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ success: false, message: err.message, error: err.code ?? 'Bad Request', code: codeForStatus(err.statusCode) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong', error: 'Internal Server Error', code: 'internal' });
  });
}
