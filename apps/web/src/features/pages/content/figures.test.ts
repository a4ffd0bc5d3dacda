import { describe, expect, it } from 'vitest';
import { faqCategories } from './faqs';
import { FIG } from './figures';
import { helpIn } from './help/i18n/index';
import { userGuides } from './user-guides';

const FAQ_CATEGORIES = faqCategories(helpIn('en'));
const USER_GUIDES = userGuides(helpIn('en'));

// Spec part 3 § 9, "Policy figures stated in text", as the pages word them.
describe('FIG', () => {
  it('states each policy figure of the spec', () => {
    expect(FIG.lastUpdated).toBe('Last updated: January 2024');
    expect(FIG.cancelBefore).toBe('up to 24 hours before');
    expect(FIG.prasadShips).toBe('3–5 business days after the puja');
    expect(FIG.cert80GMin).toBe('₹500');
    expect(FIG.cert80GDays).toBe('within 7 days');
    expect(FIG.refundRequest).toBe('within 24 hours');
    expect(FIG.refundProcessing).toBe('5–7 business days');
    expect(FIG.refundAtTemple).toBe('15–30 days');
    expect(FIG.astroNoShow).toBe('15 minutes');
    expect(FIG.astroPartial).toBe('50%');
    expect(FIG.astroPartialBelow).toBe('less than 50%');
    expect(FIG.astroComplaint).toBe('within 24 hours');
    expect(FIG.astroRate).toBe('about ₹10–50 per minute');
    expect(FIG.consultationFee).toBe('₹1,000');
    expect(FIG.disputeDays).toBe('within 30 days');
    expect(FIG.refundReview).toBe('24–48 hours');
    // One set of support hours everywhere (issue 13), the one SUPPORT_WINDOW configures.
    expect(FIG.refundDeskHours).toBe('9 AM to 9 PM, every day');
    expect(FIG.phoneHours).toBe('9 AM to 9 PM, every day');
    expect(FIG.chatHours).toBe('9 AM to 9 PM, every day');
    expect(FIG.emailReply).toBe('within 24 hours');
    expect(FIG.pujaVideo).toBe('3–5 days');
  });
});

const texts = [
  ...FAQ_CATEGORIES.flatMap((c) => c.items.flatMap((i) => [i.q, i.a])),
  ...USER_GUIDES.flatMap((g) => [g.title, ...g.steps]),
];

describe('FAQ and guide copy', () => {
  it('has the four FAQ categories of the spec, in order', () => {
    expect(FAQ_CATEGORIES.map((c) => c.title)).toEqual([
      'Live Streaming',
      'Puja Booking',
      'Payments & Donations',
      'Astrology Services',
    ]);
  });
  it('reads cleanly where figures are inserted', () => {
    for (const t of texts) expect(t).not.toMatch(/\b(\w+) \1\b|undefined|NaN/i);
  });
  it('carries the FAQ policy statements', () => {
    const all = texts.join('\n');
    for (const s of [
      'up to 24 hours before',
      '3–5 business days after the puja',
      'by e-mail within 7 days',
      'within 24 hours',
      'card and UPI payment provider',
    ])
      expect(all).toContain(s);
  });
});
