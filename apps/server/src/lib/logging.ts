import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { requestLogger } from './request-logger';

/** Query parameters whose values are personal or secret (access keys, addresses, codes, search text). */
const SECRET_QUERY = /^(key|token|to|email|phone|otp|code|q|name|place)$/i;

/** Masks what a log must never hold: e-mail addresses, phone numbers, OTPs, query secrets, SQL parameters. */
export function scrub(text: string): string {
  return text
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g, '[email]')
    .replace(/\+?\d[\d -]{8,16}\d/g, '[phone]')
    .replace(/\b\d{6}\b/g, '[code]')
    .replace(/(params|parameters):[^\n]*/gi, '$1: [redacted]')
    .replace(/(Key \([^)]*\)=)\([^)]*\)/g, '$1([redacted])');
}

/** The path with secret query values replaced (the rest of the URL kept for diagnosis). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const [k = '', ...v] = pair.split('=');
      return SECRET_QUERY.test(decodeSafe(k)) && v.length ? `${k}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Fastify's logger and request-id options: every line of a request carries its id (the caller's
 * X-Request-Id when it is a sane token, so a proxy's id follows the request through, else a new
 * UUID); request lines carry the method, the redacted URL and the client address; errors are
 * scrubbed of personal data; headers and bodies are never logged.
 */
export function loggingOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'childLoggerFactory'> {
  return {
    requestIdHeader: false,
    childLoggerFactory: requestLogger,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: { paths: ['req.headers', 'headers.authorization', '*.password', '*.token', '*.otp'], remove: true },
      serializers: {
        req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        }),
        err: (err: Error & { code?: unknown; statusCode?: unknown }) => ({
          type: err.name,
          message: scrub(String(err.message)),
          code: err.code,
          statusCode: err.statusCode,
          stack: scrub(err.stack ?? ''),
        }),
      },
    },
  };
}

export type { FastifyBaseLogger };
