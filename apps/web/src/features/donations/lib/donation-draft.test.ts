import { describe, expect, it } from 'vitest';
import { DONATION_DRAFT_MAX_AGE_MS, donationDraft, giftPatch, initialGift, readDonationDraft, type DonationDraft } from './donation-draft';
import { emptyDonorForm } from './donor-form';
import { memoryStorage } from '../../../test/memory-storage';
import { testOrder } from '../../../test/payment-fixtures';

const campaign = { id: 'c1', slug: 'annadaan-at-kashi', title: 'Annadaan at Kashi', img: '/art/annadaan.svg' };
const prepared = {
  kind: 'donation' as const,
  id: 'd1',
  accessKey: 'k'.repeat(32),
  ...testOrder(1501),
};

describe('the campaign page keeps its gift in the session draft', () => {
  it('a refresh finds the sevas and the typed amount of this campaign', () => {
    const store = donationDraft(memoryStorage());
    store.save(giftPatch(campaign, { s1: 2 }, '501.00'));
    expect(initialGift(store.load(), 'c1')).toEqual({ selection: { s1: 2 }, amountText: '501.00' });
    expect(initialGift(store.load(), 'other-campaign')).toEqual({ selection: {}, amountText: '' });
  });

  it('a paid gift is not offered again; a new choice ends the earlier payment but keeps the donor', () => {
    const store = donationDraft(memoryStorage());
    store.save({ ...giftPatch(campaign, { s1: 1 }, '251'), donor: { ...emptyDonorForm(), name: 'Asha' } });
    store.save({ payment: { prepared, requestKey: 'r1' } });
    store.save({ paid: { donationId: 'd1', amount: 1501 }, payment: undefined });
    expect(initialGift(store.load(), 'c1')).toEqual({ selection: {}, amountText: '' });
    const next = store.save(giftPatch(campaign, {}, '701'));
    expect(next.paid).toBeUndefined();
    expect(next.payment).toBeUndefined();
    expect(next.donor?.name).toBe('Asha');
  });

  it('an old draft is forgotten', () => {
    const store = donationDraft(memoryStorage());
    store.save(giftPatch(campaign, { s1: 1 }, ''), 0);
    expect(store.load(DONATION_DRAFT_MAX_AGE_MS + 1)).toBeNull();
  });
});

describe('readDonationDraft', () => {
  it('round-trips a whole draft', () => {
    const draft: DonationDraft = {
      campaign,
      selection: { s1: 1 },
      amountText: '701',
      donor: { ...emptyDonorForm(), name: 'Asha', gotra_unknown: true, gotra: 'Kashyap' },
      payment: { prepared, requestKey: 'r1' },
      paid: { donationId: 'd1', amount: 1501 },
    };
    expect(readDonationDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('drops a draft without a campaign, and any bad part of one with', () => {
    expect(readDonationDraft({ selection: {} })).toBeNull();
    expect(readDonationDraft(null)).toBeNull();
    const d = readDonationDraft({
      campaign,
      selection: { s1: 2, s2: -1, s3: 1.5, s4: 'x' },
      amountText: 42,
      donor: { name: 7, email: 'a@b.co' },
      payment: { prepared: { ...prepared, order: { id: 'order_1' } }, requestKey: 'r1' },
      paid: { donationId: '' },
    });
    expect(d).toEqual({
      campaign,
      selection: { s1: 2 },
      amountText: '',
      donor: { ...emptyDonorForm(), email: 'a@b.co' },
    });
  });
});
