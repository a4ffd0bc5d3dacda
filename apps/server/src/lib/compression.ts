import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * API JSON is gzip-compressed when the client asks (phones on mobile data); built assets are
 * served precompressed by the static plugin, and cached catalog answers carry their own brotli and gzip
 * (routes with `compress: false`). Request bodies in gzip are still accepted, but routes that
 * take no body skip the plugin's decompression hook: it ran on every catalog read for nothing.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === undefined && methods.every((m) => BODYLESS.has(m))) route.decompress = false;
  });
  await app.register(compress, { global: true, encodings: ['gzip'], threshold: 1024 });
}
