import { describe, expect, it } from 'vitest';
import { consoleT } from '../i18n';
import { loadLanguage } from '../../../lib/i18n/index';

// The Hindi words load as a Hindi reader's would.
await loadLanguage('hi');
import { fieldText, word } from './booking-words';

const en = consoleT('en');
const hi = consoleT('hi');

describe('word', () => {
  it('puts payment codes in console words, in English and Hindi', () => {
    expect(word(en, 'orderStatus', 'paid')).toBe('Paid');
    expect(word(en, 'txStatus', 'captured')).toBe('Captured');
    expect(word(en, 'txSource', 'webhook')).toBe('Webhook');
    expect(word(en, 'provider', 'sandbox')).toBe('Sandbox (test)');
    expect(word(en, 'refundStatus', 'processed')).toBe('Refunded');
    expect(word(hi, 'refundStatus', 'processed')).toBe('वापस हो गई');
    expect(word(hi, 'orderStatus', 'paid')).toBe('भुगतान हुआ');
  });
  it('shows a code it has no word for as sent', () => {
    expect(word(en, 'txStatus', 'partially_captured')).toBe('partially_captured');
  });
});

describe('fieldText', () => {
  it('shows money with ₹ and Indian grouping, zero included', () => {
    expect(fieldText({ label: 'Package price', type: 'money', value: 150001 }, en, 'en')).toBe('₹1,50,001');
    expect(fieldText({ label: 'Dakshina', type: 'money', value: 0 }, en, 'en')).toBe('₹0');
  });
  it('shows instants in IST, not as raw ISO UTC', () => {
    // 01:00 UTC is 06:30 IST the same day.
    expect(fieldText({ label: 'Puja starts', type: 'instant', value: '2026-11-30T01:00:00.000Z' }, en, 'en')).toBe(
      '30 Nov 2026, 6:30 am',
    );
    // 20:00 UTC on the 29th is already the 30th in India.
    expect(fieldText({ label: 'Puja starts', type: 'instant', value: '2026-11-29T20:00:00.000Z' }, en, 'en')).toMatch(
      /^30 Nov 2026, 1:30 am$/,
    );
  });
  it('shows flags as yes/no, text as recorded, and nothing recorded as a dash', () => {
    expect(fieldText({ label: 'Wants prasad', type: 'flag', value: true }, en, 'en')).toBe('Yes');
    expect(fieldText({ label: 'Wants prasad', type: 'flag', value: false }, hi, 'hi')).toBe(hi('common.no'));
    expect(fieldText({ label: 'Gotra', type: 'text', value: 'Kashyap' }, en, 'en')).toBe('Kashyap');
    expect(fieldText({ label: 'Gotra', type: 'text', value: null }, en, 'en')).toBe('—');
    expect(fieldText({ label: 'Family members', type: 'text', value: '' }, en, 'en')).toBe('—');
    expect(fieldText({ label: 'Dakshina', type: 'money', value: null }, en, 'en')).toBe('—');
  });
});
