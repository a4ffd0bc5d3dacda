import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A 1×1 PNG: the smallest real image, for calls that only need an upload to succeed. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh, empty DATA_DIR for a test app that stores uploads (never the working tree's ./data). */
export const testDataDir = () => mkdtempSync(join(tmpdir(), 'sankalp-media-test-'));

/** A multipart/form-data body with one file part (app.inject sends it as is). */
export function multipartFile(
  bytes: Buffer,
  opts: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sankalp${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'photo.jpg'}"\r\n` +
      `Content-Type: ${opts.contentType ?? 'image/jpeg'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Expect = Record<
  | 'guest'
  | 'devotee'
  | 'admin'
  | 'operator'
  | 'templeStaffInScope'
  | 'templeStaffOutOfScope'
  | 'panditInScope'
  | 'panditOutOfScope'
  | 'staffWithout2fa',
  number
>;

/** Admin and operator may (`ok`); every other staff role 403. */
export const adminAndOperator = (ok: number): Expect => ({
  guest: 401,
  devotee: 403,
  admin: ok,
  operator: ok,
  templeStaffInScope: 403,
  templeStaffOutOfScope: 403,
  panditInScope: 403,
  panditOutOfScope: 403,
  staffWithout2fa: 403,
});

/** The upload route's row of admin-matrix.test.ts (a multipart body: `headers` names its boundary). */
export function mediaMatrix() {
  const upload = multipartFile(TINY_PNG, { filename: 'dot.png', contentType: 'image/png' });
  return {
    'POST /api/v1/admin/media': {
      url: () => '/api/v1/admin/media',
      body: () => upload.payload,
      headers: () => upload.headers,
      expect: adminAndOperator(201),
    },
  };
}
