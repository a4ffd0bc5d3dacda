import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An upload route's body may take long, but never stall: this long without a byte ends it. */
export const UPLOAD_IDLE_MS = 30_000;
/** And never longer than this in all (a 2 GB video on a slow temple line). */
export const UPLOAD_MAX_MS = 2 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A large upload (puja videos): cut off when it stalls, not after the usual request time. */
    longUpload?: boolean;
  }
}

export type Deadlines = { requestMs: number; uploadIdleMs?: number; uploadMaxMs?: number };

const TIMEOUT_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Node's own `requestTimeout` is one figure for every route, so a puja video on a slow line would
 * be cut off like a stalled login. It is switched off (app.ts) and this hook does the same job per
 * request: a body still arriving after `requestMs` gets a 408 and the socket is closed; a
 * `longUpload` route is instead cut off after `uploadIdleMs` without a new byte, or `uploadMaxMs`
 * in all. Headers stay under Node's `headersTimeout`.
 */
export function cutStalledRequests(app: FastifyInstance, d: Deadlines): void {
  const idleMs = d.uploadIdleMs ?? UPLOAD_IDLE_MS;
  const maxMs = d.uploadMaxMs ?? UPLOAD_MAX_MS;
  app.addHook('onRequest', (req: FastifyRequest, reply, done) => {
    const socket = req.raw.socket as (typeof req.raw.socket & { bytesRead?: number }) | undefined;
    // app.inject has no real socket, and a request without a body is already complete.
    if (!socket || typeof socket.bytesRead !== 'number' || req.raw.complete) return done();
    const upload = req.routeOptions.config?.longUpload === true;
    const started = Date.now();
    let lastBytes = socket.bytesRead;
    let lastProgress = started;
    const timer = setInterval(
      () => {
        if (req.raw.complete || socket.destroyed) return clearInterval(timer);
        const now = Date.now();
        if (socket.bytesRead !== lastBytes) {
          lastBytes = socket.bytesRead;
          lastProgress = now;
        }
        const late = upload ? now - lastProgress >= idleMs || now - started >= maxMs : now - started >= d.requestMs;
        if (!late) return;
        clearInterval(timer);
        if (!reply.raw.headersSent) socket.end(TIMEOUT_RESPONSE);
        setTimeout(() => socket.destroy(), 1_000).unref();
      },
      Math.max(50, Math.min(1_000, Math.floor((upload ? idleMs : d.requestMs) / 4))),
    );
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
    done();
  });
}
