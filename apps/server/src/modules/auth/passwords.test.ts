import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalizeLoginId, normalizePhone } from './identity';
import { hashPassword, isCommonPassword, loadCommonPasswords, needsRehash, verifyPassword } from './passwords';

const LIST = fileURLToPath(new URL('../../data/common-passwords.txt', import.meta.url));

describe('the common-password list', () => {
  const entries = readFileSync(LIST, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));

  it('holds exactly 10,000 entries of 8+ characters plus short classics, lower-cased, no duplicates', () => {
    expect(entries.filter((p) => p.length >= 8)).toHaveLength(10_000);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.every((p) => p === p.toLowerCase())).toBe(true);
    expect(entries).toContain('123456');
    expect(loadCommonPasswords().size).toBe(entries.length);
  });

  it.each(['password', 'Password@123', 'QWERTY123', 'iloveyou', '1qaz2wsx', 'india123', 'JaiHind@123', 'krishna123', 'omnamahshivaya', 'JaiShriRam', 'shivshakti', 'sachin10'])(
    'refuses %s (any case)',
    (p) => expect(isCommonPassword(p)).toBe(true),
  );

  it.each(['Tulsi-Ganga-Vriksh-42', 'correct horse battery staple', 'mY9!kQ2#vL'])('accepts %s', (p) => expect(isCommonPassword(p)).toBe(false));
});

describe('password hashing', () => {
  it('uses argon2id at m=19456, t=2, p=1 and verifies', async () => {
    const h = await hashPassword('Tulsi-Ganga-Vriksh-42');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'Tulsi-Ganga-Vriksh-42')).toBe(true);
    expect(await verifyPassword(h, 'tulsi-ganga-vriksh-42')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(needsRehash(h)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG')).toBe(true);
  });
});

describe('phone and login normalisation', () => {
  it.each([
    ['+91 98765 43210', '919876543210'],
    ['9876543210', '919876543210'],
    ['919876543210', '919876543210'],
    ['+91-98765-43210', '919876543210'],
    ['09876543210', '919876543210'],
  ])('%s → %s', (input, out) => expect(normalizePhone(input)).toBe(out));

  it.each(['+1 415 555 0100', '98765', '98765432101234', '44 20 7946 0958', 'abc9876543210'])('%s is not an Indian number', (input) =>
    expect(normalizePhone(input)).toBeNull(),
  );

  it('tells e-mails from phones', () => {
    expect(normalizeLoginId(' A@B.IN ')).toEqual({ kind: 'email', value: 'a@b.in' });
    expect(normalizeLoginId('+91 98765 43210')).toEqual({ kind: 'phone', value: '919876543210' });
  });
});
