import { createECDH, randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { installationSecrets } from '../db/schema/installation';

/** The secrets of this installation (see the table's comment). */
export type InstallationSecrets = {
  sandboxKeySecret: string;
  sandboxWebhookSecret: string;
  totpKey: string;
  videoUrlKey: string;
  /** Web push's VAPID key pair (base64url): the public key goes to browsers, the private one signs pushes. */
  vapid: { publicKey: string; privateKey: string };
};

const NAMES = {
  sandboxKeySecret: 'sandbox_key_secret',
  sandboxWebhookSecret: 'sandbox_webhook_secret',
  /** Encrypts the two-factor (TOTP) secrets kept in user_two_factor (modules/auth/secret-box). */
  totpKey: 'totp_key',
  /** Signs the expiring puja video URLs (`?exp=&sig=`: a <video> tag cannot send the session). */
  videoUrlKey: 'video_url_key',
} as const;

/** The VAPID pair is one row (`<public>.<private>`), so two processes starting at once never mix halves. */
const VAPID = 'vapid_keys';

/**
 * The private scalar as web push takes it: exactly 32 bytes. Node's ECDH drops its leading zero
 * bytes (one key in 256 came out 31 bytes long, and web push then refused every send of that
 * installation: "Vapid private key should be 32 bytes long").
 */
const scalar32 = (key: Buffer) => (key.length >= 32 ? key : Buffer.concat([Buffer.alloc(32 - key.length), key]));

/** A P-256 key pair as web push wants it: the uncompressed public point and the private scalar, base64url. */
export function newVapidPair(): string {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return `${ecdh.getPublicKey().toString('base64url')}.${scalar32(ecdh.getPrivateKey()).toString('base64url')}`;
}

/**
 * Reads the installation's secrets, making any that are missing: 32 random bytes each, inserted
 * with ON CONFLICT DO NOTHING and read back, so two processes starting at once agree on one value.
 */
export async function loadInstallationSecrets(db: Db): Promise<InstallationSecrets> {
  const names = Object.values(NAMES);
  await db
    .insert(installationSecrets)
    .values([
      ...names.map((name) => ({ name, value: randomBytes(32).toString('base64url') })),
      { name: VAPID, value: newVapidPair() },
    ])
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(installationSecrets)
    .where(inArray(installationSecrets.name, [...names, VAPID]));
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  const read = (name: string) => {
    const v = byName.get(name);
    if (!v) throw new Error(`installation secret ${name} is missing`);
    return v;
  };
  return {
    sandboxKeySecret: read(NAMES.sandboxKeySecret),
    sandboxWebhookSecret: read(NAMES.sandboxWebhookSecret),
    totpKey: read(NAMES.totpKey),
    videoUrlKey: read(NAMES.videoUrlKey),
    vapid: vapidOf(read(VAPID)),
  };
}

/** The stored pair; a short scalar stored before scalar32 existed is padded, so that installation sends again. */
export function vapidOf(value: string): InstallationSecrets['vapid'] {
  const [publicKey, privateKey] = value.split('.');
  if (!publicKey || !privateKey) throw new Error('installation secret vapid_keys is malformed');
  return { publicKey, privateKey: scalar32(Buffer.from(privateKey, 'base64url')).toString('base64url') };
}
