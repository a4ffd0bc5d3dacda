import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { HEAD_SCRIPT } from '@sankalp/shared/head-script';
import { PERMISSIONS_POLICY } from './privacy-headers';

type Headers = Record<string, string>;

/** Helmet's own middleware run once against a recording response: its headers, computed at start. */
function helmetHeaders(): Headers {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        // Razorpay Checkout (live keys only) loads its script and frame from its own hosts.
        // The one inline script, the stored theme applied before the first paint, by its hash.
        scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`, 'https://checkout.razorpay.com'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Headers = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader() {},
  };
  apply({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** What a page, script, stylesheet or image carries: all of helmet's headers and the permissions policy. */
export const DOCUMENT_HEADERS: Readonly<Headers> = Object.freeze({
  ...helmetHeaders(),
  'permissions-policy': PERMISSIONS_POLICY,
});

/**
 * What a JSON answer carries. A browser never renders one as a page, so the document policies
 * (CSP, frame options, permissions …) would change nothing; what matters is that it is never
 * sniffed into script or HTML, never read by another site's page, and never leaks a referrer.
 */
export const JSON_HEADERS: Readonly<Headers> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': DOCUMENT_HEADERS['strict-transport-security']!,
});
const JSON_NAMES = Object.keys(JSON_HEADERS);
const DOCUMENT_NAMES = Object.keys(DOCUMENT_HEADERS);

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * Security headers on every answer, chosen by what the answer is: the full document set (helmet's
 * CSP, frame and sniffing guards …) on pages and assets, a short set on JSON. Both are computed
 * once at start (decision 009): helmet per request cost a tenth of a cached read's time, and its
 * dozen headers (the CSP's long value checked byte by byte) another tenth, for nothing on JSON.
 * A header the route set itself (its own CSP, say) is left as it is.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_req, reply, payload, done) => {
    const json = isJson(reply);
    const names = json ? JSON_NAMES : DOCUMENT_NAMES;
    const values = json ? JSON_HEADERS : DOCUMENT_HEADERS;
    for (const name of names) if (!reply.hasHeader(name)) reply.header(name, values[name]);
    done(null, payload);
  });
}
