import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_BUT_LINES,
  CONTROL_CHARACTERS_MESSAGE,
} from '@sankalp/shared/schemas/fields';

/** The path of the first string (key or value) matching `bad`, or undefined. */
function findIn(value: unknown, bad: RegExp, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return bad.test(value) ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (CONTROL_CHARACTERS.test(k)) return at;
    const found = findIn(v, bad, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers malformed input in its own contract (the payment verify calls). */
    allowControlCharacters?: boolean;
  }
}

/**
 * preHandler, for every route but those with `allowControlCharacters` (error-handler.ts): a NUL or other control character that got past the route's own
 * schema (or a route without one) is refused with a field message before the handler or the
 * database sees it; PostgreSQL cannot store NUL in text, and no name, address or id holds a
 * control character. Schemas speak first, so a field keeps its own message. Bodies may keep tab
 * and line breaks (requests, addresses); path and query values may not. Raw bodies (the
 * webhook's bytes) are not text here.
 */
export async function refuseControlCharacters(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const field =
    findIn(req.params, CONTROL_CHARACTERS, '') ??
    findIn(req.query, CONTROL_CHARACTERS, '') ??
    findIn(req.body, CONTROL_CHARACTERS_BUT_LINES, '');
  if (field === undefined) return;
  // The shape of every validation answer (lib/error-handler): the field and its message.
  await reply.status(400).send({
    success: false,
    message: CONTROL_CHARACTERS_MESSAGE,
    error: 'Validation failed',
    code: 'validation_failed',
    errors: { [field || 'body']: CONTROL_CHARACTERS_MESSAGE },
  });
}
