import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage';
import { uriEncode } from './sigv4';

// The S3 adapter's streams (issue 10: puja videos): a multipart upload one part at a time, a
// plain PUT for a short stream, an abort when the body fails, and ranged GETs. Against a local
// fake of S3 that checks each request's Signature V4 (query string included) on its own.

const BUCKET = 'sankalp-media';
const KEY_ID = 'AKIDSANKALPTEST';
const SECRET = 'fake/secret+key';
const REGION = 'ap-south-1';
const PART = 64 * 1024;

type Upload = { key: string; parts: Map<number, Buffer>; contentType: string };

function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const uploads = new Map<string, Upload>();
  const seen: string[] = [];
  let seq = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      const q = url.searchParams;
      seen.push(`${req.method} ${url.search || url.pathname}`);
      if (!verify(req, url, body))
        return void res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      const key = decodeURIComponent(url.pathname.slice(`/${BUCKET}/`.length));
      if (req.method === 'POST' && q.has('uploads')) {
        const id = `up-${++seq}`;
        uploads.set(id, { key, parts: new Map(), contentType: String(req.headers['content-type']) });
        return void res
          .writeHead(200)
          .end(`<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      if (req.method === 'PUT' && q.has('uploadId')) {
        const up = uploads.get(q.get('uploadId')!);
        if (!up) return void res.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>');
        up.parts.set(Number(q.get('partNumber')), body);
        return void res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      }
      if (req.method === 'POST' && q.has('uploadId')) {
        const up = uploads.get(q.get('uploadId')!)!;
        const listed = [
          ...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>&quot;([0-9a-f]+)&quot;<\/ETag>/g),
        ];
        const parts = listed.map(([, n, etag]) => {
          const b = up.parts.get(Number(n))!;
          expect(createHash('md5').update(b).digest('hex')).toBe(etag);
          return b;
        });
        objects.set(up.key, { body: Buffer.concat(parts), contentType: up.contentType });
        uploads.delete(q.get('uploadId')!);
        return void res.writeHead(200).end('<CompleteMultipartUploadResult></CompleteMultipartUploadResult>');
      }
      if (req.method === 'DELETE' && q.has('uploadId')) {
        uploads.delete(q.get('uploadId')!);
        return void res.writeHead(204).end();
      }
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type']) });
        return void res.writeHead(200).end();
      }
      const obj = objects.get(key);
      if (!obj) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      const m = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      if (m) {
        const [start, end] = [Number(m[1]), Number(m[2])];
        return void res
          .writeHead(206, {
            'content-type': obj.contentType,
            'content-range': `bytes ${start}-${end}/${obj.body.length}`,
          })
          .end(obj.body.subarray(start, end + 1));
      }
      res.writeHead(200, { 'content-type': obj.contentType }).end(obj.body);
    });
  });
  return { server, objects, uploads, seen };
}

/** Signature V4 as S3 checks it, computed here from the request as received (sorted, encoded query). */
function verify(req: IncomingMessage, url: URL, body: Buffer): boolean {
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!m || m[1] !== KEY_ID) return false;
  const [, , day, region, signed, given] = m;
  const names = signed!.split(';');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
    .sort()
    .join('&');
  const canonical = [
    req.method,
    url.pathname,
    query,
    names.map((n) => `${n}:${String(req.headers[n]).trim()}\n`).join(''),
    signed,
    req.headers['x-amz-content-sha256'],
  ].join('\n');
  const toSign = [
    'AWS4-HMAC-SHA256',
    String(req.headers['x-amz-date']),
    `${day}/${region}/s3/aws4_request`,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  let k: Buffer = createHmac('sha256', `AWS4${SECRET}`).update(day!).digest();
  for (const p of [region!, 's3', 'aws4_request']) k = createHmac('sha256', k).update(p).digest();
  const ok = createHmac('sha256', k).update(toSign).digest('hex') === given;
  return ok && req.headers['x-amz-content-sha256'] === createHash('sha256').update(body).digest('hex');
}

let fake: ReturnType<typeof fakeS3>;
let endpoint: string;
beforeAll(async () => {
  fake = fakeS3();
  await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => (fake.server as Server).close(() => r())));

const storage = () =>
  s3Storage({
    bucket: BUCKET,
    endpoint,
    region: REGION,
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
    partBytes: PART,
  });

/** `n` bytes in chunks of 10 KB, generated as read. */
function generated(n: number, fail = false): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (fail && sent > PART * 1.5) return void this.destroy(new Error('the client went away'));
      if (sent >= n) return void this.push(null);
      const len = Math.min(10_240, n - sent);
      const b = Buffer.alloc(len);
      for (let i = 0; i < len; i++) b[i] = (sent + i) % 253;
      sent += len;
      this.push(b);
    },
  });
}
const expected = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => i % 253));

const text = async (s: Readable | null) => {
  const parts: Buffer[] = [];
  for await (const c of s!) parts.push(c as Buffer);
  return Buffer.concat(parts);
};

describe('s3Storage streams against a fake S3', () => {
  it('uploads a long stream in signed parts and completes it; reads it whole and by range', async () => {
    const n = PART * 3 + 1234;
    const key = 'videos/long.mp4';
    expect(await storage().putStream(key, generated(n), 'video/mp4')).toEqual({ bytes: n });
    expect(fake.objects.get(key)?.body.equals(expected(n))).toBe(true);
    expect(fake.objects.get(key)?.contentType).toBe('video/mp4');
    // Parts of at least PART bytes (7 chunks of 10 KB each), the last one shorter.
    expect(fake.seen.filter((s) => s.startsWith('PUT ?partNumber='))).toHaveLength(3);
    expect((await text(await storage().getStream(key))).equals(expected(n))).toBe(true);
    const mid = await text(await storage().getStream(key, { start: 1000, end: 1999 }));
    expect(mid.equals(expected(n).subarray(1000, 2000))).toBe(true);
    expect(await storage().getStream('videos/none.mp4')).toBeNull();
  });

  it('sends a stream shorter than a part as one PUT', async () => {
    await storage().putStream('videos/short.webm', generated(5000), 'video/webm');
    expect(fake.seen.at(-1)).toBe(`PUT /${BUCKET}/videos/short.webm`);
    expect(fake.objects.get('videos/short.webm')?.body.length).toBe(5000);
  });

  it('aborts the multipart upload when the body fails (no parts left behind)', async () => {
    await expect(storage().putStream('videos/broken.mp4', generated(PART * 4, true), 'video/mp4')).rejects.toThrow(
      /went away/,
    );
    expect(fake.uploads.size).toBe(0);
    expect(fake.objects.has('videos/broken.mp4')).toBe(false);
    expect(fake.seen.some((s) => /^DELETE \?uploadId=/.test(s))).toBe(true);
  });
});
