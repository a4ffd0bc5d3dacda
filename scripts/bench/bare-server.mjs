// The bench's yardstick: bare Fastify (default settings) answering the same JSON from memory, as
// the app's read cache does: the serialised bytes, or their brotli (quality 6) or gzip when the
// client takes one and the body is worth it (the app's threshold, 1 KB), with the same content
// type and Vary.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const json = readFileSync(process.env.BARE_JSON);
const big = json.length >= 1024;
const gzip = big ? gzipSync(json) : null;
const br = big ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }) : null;
const app = Fastify();
app.get('/', (req, reply) => {
  reply.type('application/json; charset=utf-8');
  if (gzip) {
    reply.header('Vary', 'Accept-Encoding');
    const accepted = req.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(br);
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzip);
  }
  return reply.send(json);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
