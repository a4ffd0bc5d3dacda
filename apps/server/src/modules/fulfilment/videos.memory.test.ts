import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedVideo } from '@sankalp/shared/api/admin-fulfilment';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grant, makeStaff, type TwoFactorUser } from '../admin/admin.test-utils';
import { testDataDir } from '../media/media.test-utils';
import { mp4Bytes } from './fulfilment.test-utils';

// A 200 MB video goes to storage as a stream: the server's memory grows by far less than the file.

const MB = 1024 * 1024;
const SIZE = 200 * MB;
const CHUNK = 256 * 1024;
let t: TestApp;
let admin: TwoFactorUser;
let base: string;
const dataDir = testDataDir();

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { DATA_DIR: dataDir } });
  admin = await makeStaff(t, [grant('admin')]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/**
 * The uploader: a child process POSTing a multipart body of SIZE bytes (an MP4 head, then filler)
 * generated as it is sent. In a process of its own, its buffers are not counted as the server's.
 */
const UPLOADER = `
const { request } = require('node:http');
const { BASE, TOKEN, SIZE, CHUNK, MP4 } = process.env;
const size = Number(SIZE), chunkSize = Number(CHUNK);
const boundary = '----sankalpmemory';
const head = Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="big.mp4"\\r\\nContent-Type: video/mp4\\r\\n\\r\\n');
const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
const filler = Buffer.alloc(chunkSize, 0x2a);
const mp4 = Buffer.from(MP4, 'base64');
const req = request(BASE + '/api/v1/admin/fulfilment/videos', {
  method: 'POST',
  headers: {
    authorization: 'Bearer ' + TOKEN,
    'content-type': 'multipart/form-data; boundary=' + boundary,
    'content-length': String(head.length + size + tail.length),
  },
}, (res) => {
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (c) => (body += c));
  res.on('end', () => process.stdout.write(JSON.stringify({ status: res.statusCode, body })));
});
req.on('error', (e) => { console.error(e); process.exit(1); });
let sent = 0;
const write = () => {
  while (sent < size) {
    const chunk = sent === 0 ? Buffer.concat([mp4, filler.subarray(mp4.length)]) : filler.subarray(0, Math.min(chunkSize, size - sent));
    sent += chunk.length;
    if (!req.write(sent === chunk.length ? Buffer.concat([head, chunk]) : chunk)) return void req.once('drain', write);
  }
  req.end(tail);
};
write();
`;

function streamUpload(): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', UPLOADER], {
      env: { ...process.env, BASE: base, TOKEN: admin.token, SIZE: String(SIZE), CHUNK: String(CHUNK), MP4: mp4Bytes(64).toString('base64') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c: string) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as { status: number; body: string }) : reject(new Error(`uploader exited ${code}`))));
  });
}

describe('streamed upload', () => {
  it('stores a 200 MB video with under 100 MB of memory growth', async () => {
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const r = await streamUpload();
    clearInterval(sampler);
    expect(r.status, r.body.slice(0, 300)).toBe(201);
    const video = (JSON.parse(r.body) as { data: { video: UploadedVideo } }).data.video;
    expect(video.bytes).toBe(SIZE);
    expect((await stat(join(dataDir, 'media', 'videos', `${video.id}.mp4`))).size).toBe(SIZE);
    expect((peakRss - before.rss) / MB, 'rss growth (MB)').toBeLessThan(100);
    expect((peakHeap - before.heapUsed) / MB, 'heap growth (MB)').toBeLessThan(100);
  }, 60_000);
});
