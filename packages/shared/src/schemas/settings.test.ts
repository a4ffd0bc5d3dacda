import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../constants';
import { defaultSettings, parseStoredSettings, settingsSchema } from './settings';

describe('settings', () => {
  it('fills every missing field with the defaults', () => {
    expect(settingsSchema.parse({})).toEqual(DEFAULT_SETTINGS);
    expect(settingsSchema.parse({ notifications: { sms: true } }).notifications).toEqual({
      ...DEFAULT_SETTINGS.notifications,
      sms: true,
    });
  });
  it('rejects unknown languages and time zones', () => {
    expect(settingsSchema.safeParse({ language: 'French' }).success).toBe(false);
    expect(settingsSchema.safeParse({ timezone: 'PST' }).success).toBe(false);
    expect(settingsSchema.parse({ language: 'Sanskrit', timezone: 'EST' })).toMatchObject({
      language: 'Sanskrit',
      timezone: 'EST',
    });
  });
  it('gives fresh copies of the defaults', () => {
    const a = defaultSettings();
    a.notifications.email = false;
    expect(defaultSettings().notifications.email).toBe(true);
  });
  it('reads stored settings forgivingly', () => {
    expect(parseStoredSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings(null)).toEqual(DEFAULT_SETTINGS);
    const stored = JSON.stringify({
      darkMode: true,
      language: 'Klingon',
      privacy: { shareActivity: true, x: 1 },
      notifications: 'on',
    });
    expect(parseStoredSettings(stored)).toEqual({
      ...DEFAULT_SETTINGS,
      darkMode: true,
      privacy: { ...DEFAULT_SETTINGS.privacy, shareActivity: true },
    });
  });
});
