import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../test/test-app';
import type { DbHandle } from '../db/client';
import { loadInstallationSecrets, newVapidPair, vapidOf } from './installation-secrets';

let a: { db: DbHandle; dropDb: () => Promise<void> };
let b: { db: DbHandle; dropDb: () => Promise<void> };
beforeAll(async () => {
  a = await openTestDb();
  b = await openTestDb();
});
afterAll(async () => {
  for (const x of [a, b]) {
    await x.db.close();
    await x.dropDb();
  }
});

describe('installation secrets', () => {
  it('makes VAPID private keys of exactly 32 bytes, and pads one stored short', () => {
    // Node's ECDH drops leading zero bytes: one key in 256 was 31 bytes. 3,000 pairs meet one
    // almost surely (1 - (255/256)^3000 > 99.99 %).
    for (let i = 0; i < 3_000; i++) {
      const pair = newVapidPair();
      expect(Buffer.from(pair.split('.')[1]!, 'base64url').length, pair).toBe(32);
    }
    const short = Buffer.alloc(31, 7).toString('base64url');
    const { privateKey } = vapidOf(`pub.${short}`);
    expect(Buffer.from(privateKey, 'base64url')).toEqual(Buffer.concat([Buffer.alloc(1), Buffer.alloc(31, 7)]));
  });

  it('are random per installation, long, and never the old public constants', async () => {
    const one = await loadInstallationSecrets(a.db.db);
    const other = await loadInstallationSecrets(b.db.db);
    expect(one.sandboxKeySecret).not.toBe(other.sandboxKeySecret);
    expect(one.sandboxWebhookSecret).not.toBe(other.sandboxWebhookSecret);
    expect(one.sandboxKeySecret).not.toBe(one.sandboxWebhookSecret);
    for (const s of [one.sandboxKeySecret, one.sandboxWebhookSecret]) {
      expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
      expect(s).not.toMatch(/sankalp_sandbox/);
    }
  });

  it('are kept: a restart, or processes starting at once, read the same values', async () => {
    const first = await loadInstallationSecrets(a.db.db);
    const together = await Promise.all([1, 2, 3].map(() => loadInstallationSecrets(a.db.db)));
    for (const s of together) expect(s).toEqual(first);
  });
});
