import { describe, expect, it } from 'vitest';

/**
 * Every namespace's Hindi has exactly its English keys, the same `{placeholders}`, and is written
 * in Devanagari (issue 13). The type of each hi.ts already refuses a missing or extra key; this
 * test also catches a copy of the English left in place.
 */
type Tree = { [k: string]: string | Tree };
const english = import.meta.glob<{ default: Tree }>('../../**/i18n/en.ts', { eager: true });
const hindi = import.meta.glob<{ default: Tree }>('../../**/i18n/hi.ts', { eager: true });

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const OPTIONAL_VARS = new Set(['label', 'item', 'field']);
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
// Words that stay in Latin letters in Hindi too: brand and product names, units, codes.
const LATIN_ALLOWED = /^(?:[\s\d\p{P}\p{S}]|\{\w+\}|Sankalp|UPI|OTP|PDF|ID|GST|PAN|PIN|WhatsApp|Google|YouTube|Razorpay|Visa|RuPay|Mastercard|Netbanking|email|e-mail|KB|MB|km|kg|g|ml|am|pm|AM|PM|IST|TOTP|QR|SMS|URL|CSV|IP|SKU|HSN|IFSC|API|JSON|https?:\/\/\S+|[\w.+-]+@[\w.-]+)*$/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
// The language switch names the other language in that language ('भाषा: English' in Hindi).
const SWITCH_KEY = /(^|\.)language$/;

describe('Hindi messages', () => {
  const pairs = Object.keys(english).map((path) => [path, path.replace(/en\.ts$/, 'hi.ts')] as const);

  it('every namespace with English has Hindi', () => {
    expect(pairs.length).toBeGreaterThan(0);
    for (const [, hiPath] of pairs) expect(hindi[hiPath], hiPath).toBeDefined();
  });

  for (const [enPath, hiPath] of pairs) {
    it(`${enPath.replace('../../', '')}: the same keys and placeholders, in Devanagari`, () => {
      const en = flatten(english[enPath]!.default);
      const hi = flatten(hindi[hiPath]?.default ?? {});
      expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        const translated = hi.get(key) ?? '';
        // Hindi may leave out a field's own name (the message sits under the field), nothing else.
        const enVars = placeholders(text);
        expect(placeholders(translated).filter((v) => !enVars.includes(v)), `${key}: unknown placeholders`).toEqual([]);
        expect(enVars.filter((v) => !OPTIONAL_VARS.has(v) && !placeholders(translated).includes(v)), `${key}: placeholders left out`).toEqual([]);
        const needsHindi = /\p{L}/u.test(text.replace(/\{\w+\}/g, '')) && !LATIN_ALLOWED.test(text);
        if (needsHindi && !SWITCH_KEY.test(key)) expect(DEVANAGARI.test(translated), `${key}: "${translated}" is not Hindi`).toBe(true);
      }
    });
  }
});
