// Writes .br and .gz beside every text asset of the built site; @fastify/static serves them
// with preCompressed, so no CPU is spent compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name)) {
      const buf = readFileSync(path);
      if (buf.length < 1024) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(buf, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`precompressed ${count} files in ${root}`);
