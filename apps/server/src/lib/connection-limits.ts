import type { Server } from 'node:http';

/** Headers must arrive within this, and the whole request (body included) within REQUEST_TIMEOUT_MS. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;
/** Open connections one client address may hold at once (browsers use about six per site). */
export const MAX_CONNECTIONS_PER_IP = 64;

/**
 * Refuses a client's connection beyond `max` open ones from its address, so one client stalling
 * thousands of bodies cannot take every socket. Only for direct clients: behind a proxy every
 * connection comes from the proxy, which must do this itself.
 */
export function limitConnectionsPerIp(server: Server, max = MAX_CONNECTIONS_PER_IP): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const ip = socket.remoteAddress ?? '';
    const count = open.get(ip) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(ip, count + 1);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}
