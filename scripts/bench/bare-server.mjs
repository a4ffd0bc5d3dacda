// The bench's yardstick: bare Fastify (default settings) answering the same JSON from memory, as
// the app's read cache does: the serialised bytes, or their gzip when the client takes gzip and
// the body is worth it (the app's threshold, 1 KB), with the same content type and Vary.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const json = readFileSync(process.env.BARE_JSON);
const gzip = json.length >= 1024 ? gzipSync(json) : null;
const app = Fastify();
app.get('/', (req, reply) => {
  reply.type('application/json; charset=utf-8');
  if (gzip) {
    reply.header('Vary', 'Accept-Encoding');
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
      return reply.header('Content-Encoding', 'gzip').send(gzip);
  }
  return reply.send(json);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
