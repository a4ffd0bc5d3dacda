import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMedia } from '@sankalp/shared/api/admin-media';
import { loadConfig } from '../../config';
import { createTestApp } from '../../test/test-app';
import { call, expectStatus } from '../auth/auth.test-utils';
import { grant, makeStaff } from '../admin/admin.test-utils';
import { multipartFile } from './media.test-utils';
import { s3Storage } from './s3-storage';
import { signatureParts, signV4 } from './sigv4';

const BUCKET = 'sankalp-media';
const KEY_ID = 'AKIDSANKALPTEST';
const SECRET = 'fake/secret+key';
const REGION = 'ap-south-1';

/**
 * A fake S3: path-style PUT/GET/DELETE on one bucket, objects in memory. It checks every request's
 * Signature V4 on its own (this file's `expectedSignature`, not the adapter's code), refusing a
 * bad one with 403 SignatureDoesNotMatch, as S3 does.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      seen.push(`${req.method} ${url.pathname}`);
      if (!verify(req, url, body)) {
        res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const prefix = `/${BUCKET}/`;
      if (!url.pathname.startsWith(prefix)) return void res.writeHead(404).end();
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type']) });
        return void res.writeHead(200).end();
      }
      const obj = objects.get(key);
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      if (!obj)
        return void res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code></Error>');
      res.writeHead(200, { 'content-type': obj.contentType }).end(obj.body);
    });
  });
  return { server, objects, seen };
}

/** The signature S3 expects, computed from the request as received. */
function expectedSignature(req: IncomingMessage, url: URL, secret: string) {
  const auth = String(req.headers.authorization ?? '');
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return null;
  const [, keyId, day, region, signed, signature] = m;
  const names = signed!.split(';');
  const canonical = [
    req.method,
    url.pathname,
    '',
    names.map((n) => `${n}:${String(req.headers[n]).trim()}\n`).join(''),
    signed,
    req.headers['x-amz-content-sha256'],
  ].join('\n');
  const date = String(req.headers['x-amz-date']);
  const toSign = [
    'AWS4-HMAC-SHA256',
    date,
    `${day}/${region}/s3/aws4_request`,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  let k: Buffer = createHmac('sha256', `AWS4${secret}`).update(day!).digest();
  for (const p of [region!, 's3', 'aws4_request']) k = createHmac('sha256', k).update(p).digest();
  return { keyId, names, given: signature, expected: createHmac('sha256', k).update(toSign).digest('hex') };
}

function verify(req: IncomingMessage, url: URL, body: Buffer): boolean {
  const s = expectedSignature(req, url, SECRET);
  if (!s || s.keyId !== KEY_ID || s.given !== s.expected) return false;
  // The body is the one signed, and host and date are among the signed headers.
  const hash = createHash('sha256').update(body).digest('hex');
  return (
    req.headers['x-amz-content-sha256'] === hash &&
    ['host', 'x-amz-date', 'x-amz-content-sha256'].every((n) => s.names.includes(n))
  );
}

let fake: ReturnType<typeof fakeS3>;
let endpoint: string;
beforeAll(async () => {
  fake = fakeS3();
  await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => (fake.server as Server).close(() => r())));

describe('Signature V4', () => {
  it("matches AWS's published example (GET /test.txt with a Range header)", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "GET Object"
    const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const req = {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      payloadHash: emptyHash,
      now: new Date('2013-05-24T00:00:00Z'),
    };
    const creds = {
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
    };
    const headers = signV4({ ...req, headers: { Range: 'bytes=0-9' } }, creds);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(
      signatureParts(req, creds, {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-date': '20130524T000000Z',
        'x-amz-content-sha256': emptyHash,
      }).signature,
    ).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

describe('s3Storage against a fake S3', () => {
  const storage = () =>
    s3Storage({ bucket: BUCKET, endpoint, region: REGION, accessKeyId: KEY_ID, secretAccessKey: SECRET });

  it('puts, gets and deletes objects with signed requests', async () => {
    const s = storage();
    const key = `${'b'.repeat(64)}/400.webp`;
    await s.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(fake.objects.get(key)).toEqual({ body: Buffer.from('webp bytes'), contentType: 'image/webp' });
    expect(fake.seen.at(-1)).toBe(`PUT /${BUCKET}/${key}`);
    expect(await s.get(key)).toEqual({ body: Buffer.from('webp bytes'), contentType: 'image/webp' });
    await s.delete(key);
    expect(fake.objects.has(key)).toBe(false);
    expect(await s.get(key)).toBeNull();
  });

  it('fails loudly when the bucket refuses the signature', async () => {
    const wrong = s3Storage({
      bucket: BUCKET,
      endpoint,
      region: REGION,
      accessKeyId: KEY_ID,
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrong.put(`${'c'.repeat(64)}/400.webp`, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /403.*SignatureDoesNotMatch/,
    );
  });

  it('is what the app uses when the four S3 variables are set: uploads land in the bucket, reads are proxied', async () => {
    const t = await createTestApp({
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_REGION: REGION,
        S3_ACCESS_KEY_ID: KEY_ID,
        S3_SECRET_ACCESS_KEY: SECRET,
      },
    });
    try {
      const admin = await makeStaff(t, [grant('admin')]);
      const png = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#c2410c' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartFile(png, { filename: 'banner.png', contentType: 'image/png' });
      const r = await call(t.app, 'POST', '/api/v1/admin/media', { token: admin.token, body: payload, headers });
      expectStatus(r, 201);
      const m = (r.body.data as { media: AdminMedia }).media;
      expect(Object.keys(m.sizes)).toEqual(['sm', 'md', 'lg']);
      const key = m.url.replace('/api/v1/media/', '');
      expect(fake.objects.get(key)?.contentType).toBe('image/webp');
      const served = await t.app.inject({ method: 'GET', url: m.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(fake.objects.get(key)!.body)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('is configured with all four variables or none', () => {
    expect(() => loadConfig({ S3_BUCKET: BUCKET })).toThrow(
      /S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() =>
      loadConfig({ S3_BUCKET: BUCKET, S3_ENDPOINT: 'not a url', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/S3_ENDPOINT must be a URL/);
    expect(loadConfig({}).S3_REGION).toBe('us-east-1');
  });
});
