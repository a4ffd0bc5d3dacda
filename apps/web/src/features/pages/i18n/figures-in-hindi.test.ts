import { describe, expect, it } from 'vitest';
import helpEn from '../content/help/i18n/en';
import helpHi from '../content/help/i18n/hi';
import privacyEn from '../content/privacy/i18n/en';
import privacyHi from '../content/privacy/i18n/hi';
import refundEn from '../content/refund/i18n/en';
import refundHi from '../content/refund/i18n/hi';
import termsEn from '../content/terms/i18n/en';
import termsHi from '../content/terms/i18n/hi';
import { FIG } from '../content/figures';
import pagesEn from './en';
import pagesHi from './hi';
import { HI_FIG } from './hi-figures';

/** The numbers of a text, in order of size ('₹1,000' → 1000; '3–5' → 3, 5), so word order may differ. */
const numbers = (s: string) =>
  (s.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, ''))).sort((a, b) => a - b);

type Tree = { [k: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
}

describe('Hindi policy figures', () => {
  it('say the same numbers as the English ones (HI_FIG beside FIG)', () => {
    const pairs: [string, string][] = [
      ['cancelBefore', 'cancelHours'],
      ['prasadShips', 'prasadDays'],
      ...Object.keys(FIG)
        .filter((k) => k in HI_FIG)
        .map((k) => [k, k] as [string, string]),
    ];
    for (const [en, hi] of pairs)
      expect(numbers(String(HI_FIG[hi as keyof typeof HI_FIG])), hi).toEqual(numbers(FIG[en as keyof typeof FIG]));
  });

  // Amounts, hours, days and percentages are the legal substance of these pages: a translation
  // must keep every one of them.
  for (const [name, en, hi] of [
    ['pages', pagesEn, pagesHi],
    ['help', helpEn, helpHi],
    ['privacy', privacyEn, privacyHi],
    ['refund', refundEn, refundHi],
    ['terms', termsEn, termsHi],
  ] as [string, Tree, Tree][])
    it(`${name}: every message keeps its numbers in Hindi`, () => {
      const hindi = new Map(flatten(hi));
      for (const [key, text] of flatten(en)) expect(numbers(hindi.get(key) ?? ''), key).toEqual(numbers(text));
    });
});
