import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '../../modules/notifications/notification-texts';
import { MAIL_WORDS } from '../mail/mail-words';
import { RECEIPT_WORDS } from '../pdf/receipt-words';

/**
 * Every namespace of the server's translator has Hindi with exactly its English keys and
 * `{placeholders}`, written in Devanagari (issue 13; the web's i18n-keys.test.ts does the same for
 * its namespaces). The types refuse a missing key; this also catches English left in place.
 */
type Tree = { readonly [k: string]: string | Tree };
const NAMESPACES: Record<string, { en: Tree; hi: Tree }> = {
  mail: MAIL_WORDS,
  receipt: RECEIPT_WORDS,
  notifications: NOTIFICATION_TEXTS,
};
/** Said the same in Hindi: the brand, and a reply's subject ('Re:' is what mail programs thread on). */
const SAME_IN_HINDI = new Set(['mail.signature', 'mail.supportReplySubject']);

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('the server translator: Hindi messages', () => {
  it('lists every namespace the server defines', () => {
    const src = join(import.meta.dirname, '../..');
    const defined = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) =>
        [...readFileSync(join(src, f), 'utf8').matchAll(/serverMessages\(\s*'([^']+)'/g)].map((m) => m[1]!),
      );
    expect(defined.sort()).toEqual(Object.keys(NAMESPACES).sort());
  });

  for (const [ns, { en, hi }] of Object.entries(NAMESPACES)) {
    it(`${ns}: the same keys and placeholders, in Devanagari`, () => {
      const english = flatten(en);
      const hindi = flatten(hi);
      expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = hindi.get(key) ?? '';
        expect(placeholders(translated), `${ns}.${key}`).toEqual(placeholders(text));
        if (SAME_IN_HINDI.has(`${ns}.${key}`)) expect(translated, `${ns}.${key}`).toBe(text);
        else expect(translated, `${ns}.${key}: "${translated}" is not Hindi`).toMatch(/\p{Script=Devanagari}/u);
      }
    });
  }
});
