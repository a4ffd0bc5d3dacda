import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Small secrets kept in the database encrypted (the TOTP secrets): AES-256-GCM under a key made
// for this installation (lib/installation-secrets), so a copy of the table alone, a log line or a
// data export never holds a usable secret. Format: v1.<iv>.<tag>.<ciphertext>, base64url.

const keyOf = (keyText: string) => createHash('sha256').update(`sankalp-secret-box:${keyText}`).digest();

export function sealSecret(keyText: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyText), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text; throws when the box was not sealed with this key or was altered. */
export function openSecret(keyText: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keyText), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
