import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hindiOf, localizeMessage } from '@sankalp/shared/i18n/messages';
import { AppError, codeForStatus, pgErrorCode } from './errors';
import { refuseControlCharacters } from './control-characters';
import { requestLanguage, type Language } from './request-language';
import { hooksOf } from './route-hooks';

/**
 * One place turns every thrown thing into the spec's error envelope
 * `{ success: false, message, error, details? }`. Anything a user can send ends as a 4xx;
 * only our own bugs become a 500, and those are logged with the request id. The messages are
 * written in English and said in the request's language (Accept-Language) once, by the
 * preSerialization hook, for the error handler's answers and a route's own alike; `code` never changes.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // Each route's first preHandler, decided when the route is declared (reading the route's config
  // on every request built an object per request).
  app.addHook('onRoute', (route) => {
    if (route.config?.allowControlCharacters) return;
    route.preHandler = [refuseControlCharacters, ...hooksOf(route.preHandler)];
  });
  // Every envelope is said in the reader's language here, once: the error handler's answers below
  // (Fastify runs this hook for an object sent from the error handler too) and those a route sends
  // itself (a payment's verify answer, a refused control character). The handler writes English.
  // A plain (not async) hook: it runs on every serialized answer, and an English one passes as is.
  app.addHook('preSerialization', (req, _reply, payload: unknown, done) => {
    const lang = requestLanguage(req);
    done(null, lang === 'en' ? payload : localizeEnvelope(payload, lang));
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
      // Their wording is Fastify's, mostly with no Hindi: a Hindi reader is told the request was not right.
      const message = requestLanguage(req) === 'en' || hindiOf(err.message) ? err.message : 'Invalid request';
      return reply.status(err.statusCode).send({ success: false, message, error: err.code ?? 'Bad Request', code: codeForStatus(err.statusCode) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong', error: 'Internal Server Error', code: 'internal' });
  });
}

/** Per-field messages of an error in the reader's language. */
function localizeFields(fields: Record<string, unknown>, lang: Language): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, typeof message === 'string' ? localizeMessage(message, lang) : message]),
  );
}

/** An envelope (`{ success, message, errors? }`) with its messages in `lang`; anything else as it is. */
function localizeEnvelope(payload: unknown, lang: Language): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const body = payload as { success?: unknown; message?: unknown; error?: unknown; errors?: unknown };
  if (typeof body.success !== 'boolean' || typeof body.message !== 'string') return payload;
  const out: Record<string, unknown> = { ...body, message: localizeMessage(body.message, lang) };
  if (body.success === false && typeof body.error === 'string') out.error = localizeMessage(body.error, lang);
  if (body.success === false && typeof body.errors === 'object' && body.errors !== null) {
    out.errors = localizeFields(body.errors as Record<string, unknown>, lang);
  }
  return out;
}
