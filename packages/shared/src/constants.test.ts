import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('constants', () => {
  it('holds the spec figures the brief names', () => {
    expect(C.FEATURED_PUJA_COUNT).toBe(3);
    expect(C.OTP_LENGTH).toBe(6);
    expect(C.OTP_VALID_SECONDS).toBe(300);
    expect(C.QUICK_DONATION_AMOUNTS).toEqual([251, 701, 1501, 3001]);
    expect(C.STREAM_CATEGORIES).toEqual(['Abhishekam', 'Aarti', 'Puja', 'Havan']);
    expect(C.PASSWORD_MIN).toBe(8);
    expect(C.PASSWORD_MAX).toBe(128);
    expect(C.PUJA_TOTAL_FALLBACK).toBe(751);
    expect(C.CONSULTATION_FEE_RUPEES).toBe(1000);
    expect(C.STORE_DEFAULT_CATEGORY).toBe('cloths');
    expect(C.PRODUCT_CATEGORIES).toEqual(['cloths', 'worship']);
    expect(C.EVENT_DATE_FILTERS).toEqual(['all', 'today', 'tomorrow', 'week', 'month']);
  });

  it('labels every campaign category', () => {
    expect(C.CAMPAIGN_CATEGORIES).toEqual(['annadaan', 'gau_seva', 'temple_renovation', 'social_activity']);
    expect(Object.keys(C.CAMPAIGN_CATEGORY_LABELS).sort()).toEqual([...C.CAMPAIGN_CATEGORIES].sort());
    expect(C.CAMPAIGN_CATEGORY_LABELS.gau_seva).toBe('Gau Seva');
  });

  it('has the default settings of part 3', () => {
    expect(C.DEFAULT_SETTINGS).toEqual({
      darkMode: false,
      language: 'English',
      timezone: 'IST',
      notifications: { email: true, push: true, sms: false, ceremonies: true, donations: true, reminders: true, whatsapp: true }, // whatsapp: issue 10
      privacy: { profileVisible: true, shareActivity: false, allowAnalytics: true },
    });
  });

  it('retries after 1 s doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(C.queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(C.queryRetryDelay(-1)).toBe(1000);
  });

  it('matches pincodes and phone patterns', () => {
    expect(C.PINCODE_PATTERN.test('221001')).toBe(true);
    expect(C.PINCODE_PATTERN.test('021001')).toBe(false);
    expect(C.INDIAN_MOBILE_PATTERN.test('9876543210')).toBe(true);
    expect(C.INDIAN_MOBILE_PATTERN.test('5876543210')).toBe(false);
    expect(C.DONATION_PHONE_PATTERN.test('+123456789')).toBe(true);
    expect(C.DONATION_PHONE_PATTERN.test('12345678')).toBe(false);
    expect(C.PAN_PATTERN.test('ABCDE1234F')).toBe(true);
  });
});
