import type { MediaStorage } from './storage';
import { sha256Hex, signV4, uriEncode } from './sigv4';

export type S3Options = {
  bucket: string;
  /** https://s3.ap-south-1.amazonaws.com, http://127.0.0.1:9000 (MinIO), https://<account>.r2.cloudflarestorage.com … */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now?: () => Date;
};

/**
 * An S3-compatible bucket, through its REST API with path-style URLs (`<endpoint>/<bucket>/<key>`:
 * every S3-compatible service accepts them, whatever its DNS) and Signature V4. No SDK: three calls.
 */
export function s3Storage(o: S3Options): MediaStorage {
  const now = o.now ?? (() => new Date());
  const creds = { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey, region: o.region };
  const base = o.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => new URL(`${base}/${uriEncode(o.bucket)}/${key.split('/').map(uriEncode).join('/')}`);

  async function send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = urlOf(key);
    const signed = signV4({ method, url, headers, payloadHash: sha256Hex(body ?? ''), now: now() }, creds);
    // fetch sets Host itself (the same url.host that was signed) and refuses to be given one.
    delete signed.host;
    return fetch(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined });
  }

  async function fail(what: string, res: Response): Promise<never> {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${res.status} ${text}`);
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, { 'content-type': contentType });
      if (!res.ok) await fail(`PUT ${key}`, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) return fail(`GET ${key}`, res);
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) await fail(`DELETE ${key}`, res);
      await res.arrayBuffer();
    },
  };
}
