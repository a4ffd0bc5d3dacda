import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { benefit80G, CAMPAIGNS } from '../../db/seed/campaigns';
import type { DonationBundle } from './donations.repository';
import { paymentModeLabel, receiptContent, receiptFilename, usesDemoIssuer } from './receipt-content';
import { splitRuns } from '../../lib/pdf/text';
import { renderReceiptPdf } from './receipt-pdf';
import { PDFTOTEXT, pdfText } from './donations.test-utils';

const config = loadConfig({ NODE_ENV: 'test' });
const paidAt = new Date('2026-11-21T06:30:00Z');

function bundle(over: Partial<DonationBundle['donation']> = {}, sevas = 1): DonationBundle {
  const id = '3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e61';
  return {
    donation: {
      id,
      campaignId: 'c',
      userId: null,
      reference: 'SNK-7H3K-92',
      accessKey: 'k',
      donorName: 'Ramesh Kumar',
      donorEmail: 'ramesh@example.in',
      donorPhone: '+919876543210',
      language: 'en',
      donorAddress: '12 Temple Road, Varanasi',
      donorGotra: 'Kashyap',
      donorPan: 'ABCDE1234F',
      sevasTotalPaise: sevas * 50100,
      customPaise: 50100,
      amountTotalPaise: (sevas + 1) * 50100,
      campaignEligible80g: true,
      paymentStatus: 'completed',
      paymentOrderId: null,
      paymentId: 'pay_Test000000001',
      paymentMethod: 'upi',
      paidAt,
      receiptNumber: 'SNK/2026-27/000042',
      createdAt: paidAt,
      updatedAt: paidAt,
      ...over,
    },
    campaign: { title: 'Annadaan Seva at Kashi Ghats' } as DonationBundle['campaign'],
    sevas: Array.from({ length: sevas }, (_, i) => ({
      id: `s${i}`,
      donationId: id,
      sevaId: `seva${i}`,
      title: `Seva number ${i + 1}`,
      pricePaise: 50100,
      quantity: 1,
      sort: i,
    })),
    providerOrderId: null,
    needsReview: false,
    refundedPaise: 0,
    receivedPaise: 0,
  };
}

describe('receiptContent', () => {
  it('an 80G receipt: issuer, receipt number, IST date, amount in words, mode, section 80G statement', () => {
    const r = receiptContent(config, bundle());
    expect(r).toMatchObject({
      is80G: true,
      number: 'SNK/2026-27/000042',
      date: '21 November 2026',
      total: 1002,
      totalInWords: 'Rupees One Thousand Two Only',
      payment: { mode: 'UPI', id: 'pay_Test000000001' },
      issuer: { name: config.FOUNDATION_NAME, pan: config.FOUNDATION_PAN },
      specimen: true,
    });
    expect(r.lines.at(-1)).toEqual({ particulars: 'Additional donation', quantity: null, rate: null, amount: 501 });
    expect(r.statement.text).toContain('eligible for deduction under section 80G of the Income-tax Act, 1961');
    expect(r.statement.text).toContain(config.FOUNDATION_80G_REGISTRATION);
  });

  it('a plain receipt says why', () => {
    const r = receiptContent(config, bundle({ donorPan: null }));
    expect(r.is80G).toBe(false);
    expect(r.statement.text).toContain('No 80G certificate: no PAN was given.');
  });

  it('only for a paid, numbered donation', () => {
    expect(() => receiptContent(config, bundle({ paymentStatus: 'pending', receiptNumber: null }))).toThrow();
  });

  it('modes, file name and the demo issuer', () => {
    expect(paymentModeLabel('card')).toBe('Card');
    expect(paymentModeLabel(null)).toBe('Online');
    expect(paymentModeLabel('crypto')).toBe('Online');
    expect(receiptFilename('SNK/2026-27/000042')).toBe('Receipt-SNK-2026-27-000042.pdf');
    expect(usesDemoIssuer(config)).toBe(true);
    const real = loadConfig({
      NODE_ENV: 'test',
      FOUNDATION_NAME: 'Shri Kashi Annakshetra Trust',
      FOUNDATION_ADDRESS: '4 Ghat Road, Varanasi',
      FOUNDATION_PAN: 'AAATS1234F',
      FOUNDATION_80G_REGISTRATION: 'AAATS1234FF20214',
    });
    expect(usesDemoIssuer(real)).toBe(false);
    expect(() => loadConfig({ FOUNDATION_PAN: 'ABC' })).toThrow(/FOUNDATION_PAN/);
  });
});

describe('renderReceiptPdf', () => {
  it('sets ₹ and Devanagari in the subsets that have them', () => {
    expect(splitRuns('Rs ₹501 रमेश')).toEqual([
      { subset: 'latin', text: 'Rs ' },
      { subset: 'latin-ext', text: '₹' },
      { subset: 'latin', text: '501 ' },
      { subset: 'devanagari', text: 'रमेश' },
    ]);
  });

  it('stays one A4 page with many sevas and a long address', async () => {
    const b = bundle({ donorAddress: 'House 12, '.repeat(50).trim(), donorName: 'रमेश कुमार शर्मा' }, 30);
    const pdf = await renderReceiptPdf(receiptContent(config, b), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    if (!PDFTOTEXT) return;
    const text = pdfText(pdf);
    // 31 lines (30 sevas and the free amount): the first ones, then the rest folded into one row.
    const folded = Number(/(\d+) more sevas/.exec(text)?.[1]);
    expect(folded).toBeGreaterThanOrEqual(31 - 8 + 1);
    expect(text).toContain(`Seva number ${31 - folded}`);
    expect(text).not.toContain(`Seva number ${31 - folded + 1} `);
    expect(text).toContain('रमेश');
  });
});

describe('demo campaigns', () => {
  it('promise 80G in their copy exactly when they are 80G-eligible, and one is not', () => {
    for (const c of CAMPAIGNS) expect(c.benefits.includes(benefit80G), c.title).toBe(c.eligible80G);
    expect(CAMPAIGNS.filter((c) => !c.eligible80G)).toHaveLength(1);
  });
});

describe('the receipt in Hindi (issue 13)', () => {
  it('says everything in Hindi: words, date, mode, amount in words, the 80G statement', () => {
    const r = receiptContent(config, bundle(), 'hi');
    expect(r).toMatchObject({
      language: 'hi',
      title: 'धारा 80G के अंतर्गत दान रसीद',
      date: '21 नवंबर 2026',
      totalInWords: 'एक हज़ार दो रुपये मात्र',
      payment: { mode: 'UPI' },
      statement: { heading: 'धारा 80G के अंतर्गत प्रमाणपत्र' },
    });
    expect(r.lines.at(-1)?.particulars).toBe('अतिरिक्त दान');
    expect(r.statement.text).toContain('₹1,002 (एक हज़ार दो रुपये मात्र)');
    expect(r.statement.text).toContain('आयकर अधिनियम, 1961 की धारा 80G');
    expect(r.statement.text).toContain(config.FOUNDATION_80G_REGISTRATION);
    expect(receiptContent(config, bundle({ paymentMethod: 'netbanking' }), 'hi').payment.mode).toBe('नेट बैंकिंग');
  });

  it('a plain Hindi receipt says why in Hindi, every reason', () => {
    const r = receiptContent(config, bundle({ donorPan: null, campaignEligible80g: false }), 'hi');
    expect(r.statement.heading).toBe('यह 80G रसीद नहीं है');
    expect(r.statement.text).toMatch(/^80G प्रमाणपत्र नहीं: PAN नहीं दिया गया और यह अभियान 80G के योग्य नहीं है। /);
  });

  it('leaves the English receipt as it was', () => {
    expect(receiptContent(config, bundle())).toEqual(receiptContent(config, bundle(), 'en'));
    expect(receiptContent(config, bundle()).language).toBe('en');
  });

  it('draws the Hindi receipt on one page, the amount in Hindi words in its text', async () => {
    const pdf = await renderReceiptPdf(receiptContent(config, bundle(), 'hi'), { compress: false });
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    if (!PDFTOTEXT) return;
    const text = pdfText(pdf);
    expect(text).toContain('एक हज़ार दो रुपये मात्र');
    expect(text).toContain('दान रसीद');
    expect(text).toContain('SNK/2026-27/000042');
  });
});
