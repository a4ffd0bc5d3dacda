import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
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
  /** Part size of streamed uploads (S3's minimum is 5 MiB; tests make it smaller against the fake). */
  partBytes?: number;
};

/** 8 MiB: one part in memory at a time; 10,000 parts (S3's limit) reach 80 GB. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * An S3-compatible bucket, through its REST API with path-style URLs (`<endpoint>/<bucket>/<key>`:
 * every S3-compatible service accepts them, whatever its DNS) and Signature V4. No SDK: three calls.
 */
export function s3Storage(o: S3Options): MediaStorage {
  o = { ...o, partBytes: o.partBytes ?? PART_BYTES };
  const now = o.now ?? (() => new Date());
  const creds = { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey, region: o.region };
  const base = o.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => new URL(`${base}/${uriEncode(o.bucket)}/${key.split('/').map(uriEncode).join('/')}`);

  async function send(
    method: string,
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
    query: Record<string, string> = {},
  ) {
    const url = urlOf(key);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
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
    async putStream(key, body, contentType) {
      return multipartPut(key, body, contentType);
    },
    async getStream(key, range) {
      const res = await send('GET', key, undefined, range ? { range: `bytes=${range.start}-${range.end}` } : {});
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok || !res.body) return fail(`GET ${key}`, res);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
  };

  /**
   * A stream of any length in parts of PART_BYTES (S3 wants ≥ 5 MiB but the last): one part is in
   * memory at a time, each sent with its own SHA-256, so the body is signed and never buffered whole.
   * A stream shorter than one part is a plain PUT. A failure aborts the upload (no orphan parts).
   */
  async function multipartPut(key: string, body: Readable, contentType: string): Promise<{ bytes: number }> {
    let uploadId: string | undefined;
    const etags: string[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let bytes = 0;
    const flushPart = async () => {
      const part = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      if (!uploadId) {
        const res = await send('POST', key, undefined, { 'content-type': contentType }, { uploads: '' });
        if (!res.ok) await fail(`POST ${key}?uploads`, res);
        uploadId = xmlValue(await res.text(), 'UploadId');
        if (!uploadId) throw new Error(`S3 POST ${key}?uploads answered no UploadId`);
      }
      const partNumber = String(etags.length + 1);
      const res = await send('PUT', key, part, {}, { partNumber, uploadId });
      if (!res.ok) await fail(`PUT ${key} part ${partNumber}`, res);
      await res.arrayBuffer();
      etags.push(res.headers.get('etag') ?? '');
    };
    try {
      for await (const chunk of body) {
        const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(b);
        pendingBytes += b.length;
        bytes += b.length;
        if (pendingBytes >= o.partBytes!) await flushPart();
      }
      if (!uploadId) {
        // Smaller than one part: one signed PUT.
        const res = await send('PUT', key, Buffer.concat(pending), { 'content-type': contentType });
        if (!res.ok) await fail(`PUT ${key}`, res);
        await res.arrayBuffer();
        return { bytes };
      }
      if (pendingBytes > 0) await flushPart();
      const xml = `<CompleteMultipartUpload>${etags
        .map((e, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(e)}</ETag></Part>`)
        .join('')}</CompleteMultipartUpload>`;
      const res = await send('POST', key, Buffer.from(xml), { 'content-type': 'application/xml' }, { uploadId });
      const text = await res.text();
      // S3 may answer 200 and put the error in the body (a completion that failed late).
      if (!res.ok || /<Error>/.test(text))
        throw new Error(`S3 complete ${key} failed: ${res.status} ${text.slice(0, 300)}`);
      return { bytes };
    } catch (e) {
      if (uploadId) {
        const res = await send('DELETE', key, undefined, {}, { uploadId }).catch(() => undefined);
        await res?.arrayBuffer().catch(() => undefined);
      }
      throw e;
    }
  }
}

/** The text of the first <name> element of an S3 answer (their XML is flat and unescaped where we read it). */
const xmlValue = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
