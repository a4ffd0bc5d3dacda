import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from './storage';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };

/** Files under `root` (DATA_DIR/media by default), one per key; the folder is made on first write. */
export function localStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(base, key);
    // Keys are checked before they get here; this is the last guard against leaving the folder.
    if (!p.startsWith(base + sep)) throw new Error(`media key outside the storage folder: ${key}`);
    return p;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const tmp = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    async get(key) {
      try {
        const body = await readFile(pathOf(key));
        return { body, contentType: TYPES[extname(key)] ?? 'application/octet-stream' };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async putStream(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      let bytes = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, count, createWriteStream(tmp));
        await rename(tmp, path);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
      return { bytes };
    },
    async getStream(key, range) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
  };
}
