import { describe, expect, it } from 'vitest';
import { receipt80G } from '@sankalp/shared/schemas/donation';
import { loadLanguage } from '../../../lib/i18n/index';
import { donationsIn } from '../i18n';
import { no80GReason, reasonsOf } from './no-80g';

describe('no80GReason', () => {
  it('says in English exactly what the shared rule says, for every combination', () => {
    for (const amount of [100, 1000])
      for (const pan of [null, 'ABCDE1234F'])
        for (const campaignEligible of [false, true]) {
          const r = receipt80G({ amount, pan, campaignEligible });
          expect(no80GReason(r.reasons)).toBe(r.reason);
        }
  });

  it("reads the reasons back from the shared sentence (a receipt's), for every combination", () => {
    for (const amount of [100, 1000])
      for (const pan of [null, 'ABCDE1234F'])
        for (const campaignEligible of [false, true]) {
          const r = receipt80G({ amount, pan, campaignEligible });
          if (r.reason) expect(reasonsOf(r.reason)).toEqual(r.reasons);
        }
  });

  it('has a Hindi sentence, and a marked-up count stays a placeholder until filled', async () => {
    await loadLanguage('hi');
    const hi = donationsIn('hi');
    expect(hi('no80G.pan')).toBe('80G प्रमाणपत्र नहीं मिलेगा: PAN नहीं दिया गया।');
    expect(hi('donors.count', { count: 3 })).toBe('{n} दानदाता');
    expect(donationsIn('en')('donors.count', { count: 1 })).toBe('{n} donor');
  });
});
