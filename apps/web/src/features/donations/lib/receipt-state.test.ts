import { describe, expect, it } from 'vitest';
import { receipt80G } from '@sankalp/shared/schemas/donation';
import { loadLanguage, setRenderLanguage } from '../../../lib/i18n/index';
import { RECEIPT_POLL_MS, RECEIPT_POLL_WINDOW_MS, receiptDownload, receiptPollInterval, receiptState } from './receipt-state';

const d = (payment_status: 'pending' | 'completed' | 'failed' | 'expired', needs_review = false) => ({ payment_status, needs_review });

describe('receiptState', () => {
  it('paid, unpaid, review', () => {
    expect(receiptState(d('completed'), 0)).toBe('paid');
    expect(receiptState(d('failed'), 0)).toBe('unpaid');
    expect(receiptState(d('expired'), 0)).toBe('unpaid');
    expect(receiptState(d('completed', true), 0)).toBe('review');
  });
  it('pending: confirming (asked every 3 s) for a while, then a calm delay (no more asking)', () => {
    expect(receiptState(d('pending'), 0)).toBe('confirming');
    expect(receiptPollInterval(d('pending'), 0)).toBe(RECEIPT_POLL_MS);
    expect(receiptState(d('pending'), RECEIPT_POLL_WINDOW_MS)).toBe('delayed');
    expect(receiptPollInterval(d('pending'), RECEIPT_POLL_WINDOW_MS)).toBe(false);
    expect(receiptPollInterval(d('completed'), 0)).toBe(false);
    expect(receiptPollInterval(undefined, 0)).toBe(false);
  });
});

describe('receiptDownload', () => {
  it('an 80G receipt says so; otherwise the plain receipt and why no 80G applies', () => {
    expect(receiptDownload({ number: '1', eligible80G: true, reason: null, url: '/x' })).toEqual({ label: 'Download 80G receipt (PDF)', reason: null });
    expect(receiptDownload({ number: '1', eligible80G: false, reason: 'No 80G certificate: no PAN was given.', url: '/x' })).toEqual({
      label: 'Download receipt (PDF)',
      reason: 'No 80G certificate: no PAN was given.',
    });
  });

  it("says the server's reason in Hindi to a Hindi reader", async () => {
    await loadLanguage('hi');
    setRenderLanguage('hi');
    try {
      const reason = receipt80G({ amount: 100, pan: null, campaignEligible: true }).reason;
      expect(receiptDownload({ number: '1', eligible80G: false, reason, url: '/x' }).reason).toBe(
        '80G प्रमाणपत्र नहीं मिलेगा: राशि ₹500 से अधिक नहीं है और PAN नहीं दिया गया।',
      );
    } finally {
      setRenderLanguage('en');
    }
  });
});
