import type { FastifyRequest } from 'fastify';
import { notFound } from './errors';
import { describeHook } from './openapi';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * True for a request made on this machine itself: the socket's peer is loopback and no proxy
 * forwarded it (a reverse proxy on the same host would otherwise make every visitor look local).
 */
export function isLoopbackRequest(req: FastifyRequest): boolean {
  const peer = req.socket?.remoteAddress ?? '';
  return LOOPBACK.test(peer) && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

/** onRequest hook for development-only routes: anyone not on this machine gets a plain 404. */
export async function loopbackOnly(req: FastifyRequest): Promise<void> {
  if (!isLoopbackRequest(req)) throw notFound('Not found');
}
describeHook(loopbackOnly, { errors: { 404: ['not_found'] } });
