import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests (header form), written out with node:crypto: the one
 * thing of the AWS SDK this adapter needs. Checked against AWS's published example in
 * s3-storage.test.ts. https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string; service?: string };

export type SigV4Request = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names any case). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (sha256Hex(body); of '' for none). */
  payloadHash: string;
  now: Date;
};

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z` */
export const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The canonical request, string to sign and signature: exposed for the tests' fake S3, which verifies with it. */
export function signatureParts(req: SigV4Request, creds: SigV4Credentials, headers: Record<string, string>) {
  const date = amzDate(req.now);
  const scope = `${date.slice(0, 8)}/${creds.region}/${creds.service ?? 's3'}/aws4_request`;
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...req.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : x! > y! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  // The path as sent (our keys are already encoded segment by segment); S3 does not normalise it.
  const canonicalRequest = [
    req.method,
    req.url.pathname || '/',
    query,
    canonicalHeaders,
    signedHeaders,
    req.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${creds.secretAccessKey}`, date.slice(0, 8));
  for (const part of [creds.region, creds.service ?? 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return { canonicalRequest, stringToSign, signature, signedHeaders, scope, date };
}

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and Authorization. */
export function signV4(req: SigV4Request, creds: SigV4Credentials): Record<string, string> {
  const headers: Record<string, string> = {
    ...req.headers,
    host: req.url.host,
    'x-amz-date': amzDate(req.now),
    'x-amz-content-sha256': req.payloadHash,
  };
  const { signature, signedHeaders, scope } = signatureParts(req, creds, headers);
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
