import { DEFAULT_SETTINGS } from '@sankalp/shared/constants';
import { defaultSettings } from '@sankalp/shared/schemas/settings';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { readLocalSettings, readSettingsCopy, settingsLanguageFor, SETTINGS_KEY, uiLanguageFor, writeLocalSettings } from './account-settings';

describe('the settings copy on this device', () => {
  it('defaults (part 3 § 9) when nothing or junk is stored; no copy when nothing is', () => {
    expect(readLocalSettings(null)).toEqual(DEFAULT_SETTINGS);
    const s = memoryStorage();
    expect(readSettingsCopy(s)).toBeNull();
    s.data.set(SETTINGS_KEY, '{nope');
    expect(readLocalSettings(s)).toEqual(DEFAULT_SETTINGS);
  });

  it('round-trips under the key settings, filling missing fields', () => {
    const s = memoryStorage();
    const mine = { ...defaultSettings(), darkMode: true, language: 'Hindi' as const };
    writeLocalSettings(s, mine);
    expect(JSON.parse(s.data.get('settings')!)).toEqual(mine);
    expect(readSettingsCopy(s)).toEqual(mine);
    s.data.set(SETTINGS_KEY, JSON.stringify({ notifications: { sms: true } }));
    expect(readLocalSettings(s).notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, sms: true });
  });
});

describe('languages', () => {
  it('reads Hindi and Sanskrit in the Hindi site, English in the English one', () => {
    expect(uiLanguageFor('Hindi')).toBe('hi');
    expect(uiLanguageFor('Sanskrit')).toBe('hi');
    expect(uiLanguageFor('English')).toBe('en');
  });

  it('saves a site language picked here as a settings choice, keeping Sanskrit for Hindi', () => {
    expect(settingsLanguageFor('hi', 'English')).toBe('Hindi');
    expect(settingsLanguageFor('hi', 'Sanskrit')).toBe('Sanskrit');
    expect(settingsLanguageFor('hi', 'Hindi')).toBe('Hindi');
    expect(settingsLanguageFor('en', 'Sanskrit')).toBe('English');
    expect(settingsLanguageFor('en', 'English')).toBe('English');
  });
});
