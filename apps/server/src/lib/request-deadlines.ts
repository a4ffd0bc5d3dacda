import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** A request in flight whose body is still arriving. */
type Pending = {
  req: FastifyRequest;
  reply: FastifyReply;
  socket: NonNullable<FastifyRequest['raw']['socket']> & { bytesRead: number };
  upload: boolean;
  started: number;
  lastBytes: number;
  lastProgress: number;
};

/** RFC 9112 § 6.3: a request has a body only when it says so (Content-Length or Transfer-Encoding). */
const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Node's own `requestTimeout` is one figure for every route, so a puja video on a slow line would
 * be cut off like a stalled login. It is switched off (app.ts) and this hook does the same job per
 * request: a body still arriving after `requestMs` gets a 408 and the socket is closed; a
 * `longUpload` route is instead cut off after `uploadIdleMs` without a new byte, or `uploadMaxMs`
 * in all. Headers stay under Node's `headersTimeout`.
 *
 * One shared sweep checks every body in flight (a timer per request cost a catalog read about a
 * twentieth of its time); a request without a body is complete once its headers are in, so it is
 * never tracked at all.
 */
export function cutStalledRequests(app: FastifyInstance, d: Deadlines): void {
  const idleMs = d.uploadIdleMs ?? UPLOAD_IDLE_MS;
  const maxMs = d.uploadMaxMs ?? UPLOAD_MAX_MS;
  // As often as the old per-request timers checked: a quarter of the shortest limit, 50 ms to 1 s.
  const everyMs = Math.max(50, Math.min(1_000, Math.floor(Math.min(idleMs, d.requestMs) / 4)));
  const pending = new Set<Pending>();
  let sweeper: NodeJS.Timeout | null = null;

  const sweep = () => {
    const now = Date.now();
    for (const p of pending) {
      const { req, reply, socket } = p;
      if (req.raw.complete || socket.destroyed || reply.raw.writableFinished) {
        pending.delete(p);
        continue;
      }
      if (socket.bytesRead !== p.lastBytes) {
        p.lastBytes = socket.bytesRead;
        p.lastProgress = now;
      }
      const late = p.upload
        ? now - p.lastProgress >= idleMs || now - p.started >= maxMs
        : now - p.started >= d.requestMs;
      if (!late) continue;
      pending.delete(p);
      if (!reply.raw.headersSent) socket.end(TIMEOUT_RESPONSE);
      setTimeout(() => socket.destroy(), 1_000).unref();
    }
    if (pending.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  };

  app.addHook('onRequest', (req: FastifyRequest, reply, done) => {
    const socket = req.raw.socket as Pending['socket'] | undefined;
    // app.inject has no real socket, and a request without a body is already complete.
    if (!socket || typeof socket.bytesRead !== 'number' || req.raw.complete || !hasBody(req)) return done();
    const now = Date.now();
    const upload = req.routeOptions.config?.longUpload === true;
    pending.add({ req, reply, socket, upload, started: now, lastBytes: socket.bytesRead, lastProgress: now });
    if (!sweeper) {
      sweeper = setInterval(sweep, everyMs);
      sweeper.unref();
    }
    done();
  });
  app.addHook('onClose', (_app, next) => {
    if (sweeper) clearInterval(sweeper);
    sweeper = null;
    pending.clear();
    next();
  });
}
