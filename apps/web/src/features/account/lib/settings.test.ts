import { DEFAULT_SETTINGS } from '@sankalp/shared/constants';
import { defaultSettings } from '@sankalp/shared/schemas/settings';
import { describe, expect, it } from 'vitest';
import { readLocalSettings, sameSettings, settingsAfterLoad, SETTINGS_KEY, uiLanguageFor, writeLocalSettings } from './settings';
import { memoryStorage } from '../../../test/memory-storage';

describe('local settings', () => {
  it('defaults (part 3 § 9) when nothing or junk is stored', () => {
    expect(readLocalSettings(null)).toEqual(DEFAULT_SETTINGS);
    const s = memoryStorage();
    s.data.set(SETTINGS_KEY, '{nope');
    expect(readLocalSettings(s)).toEqual(DEFAULT_SETTINGS);
  });

  it('round-trips under the key settings, filling missing fields', () => {
    const s = memoryStorage();
    const mine = { ...defaultSettings(), darkMode: true, language: 'Hindi' as const };
    writeLocalSettings(s, mine);
    expect(JSON.parse(s.data.get('settings')!)).toEqual(mine);
    s.data.set(SETTINGS_KEY, JSON.stringify({ notifications: { sms: true } }));
    expect(readLocalSettings(s).notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, sms: true });
  });
});

describe('settingsAfterLoad', () => {
  const local = defaultSettings();
  const server = { ...defaultSettings(), timezone: 'UTC' as const };
  it('takes the server copy when nothing was edited', () => {
    expect(settingsAfterLoad(local, server, local)).toEqual(server);
  });
  it('keeps edits made while loading', () => {
    const edited = { ...local, darkMode: true };
    expect(settingsAfterLoad(local, server, edited)).toBe(edited);
  });
  it('keeps the draft without a server answer', () => {
    expect(settingsAfterLoad(local, undefined, local)).toBe(local);
  });
});

describe('helpers', () => {
  it('compares settings by value', () => {
    expect(sameSettings(defaultSettings(), JSON.parse(JSON.stringify(DEFAULT_SETTINGS)))).toBe(true);
    expect(sameSettings(defaultSettings(), { ...defaultSettings(), darkMode: true })).toBe(false);
  });
  it('maps Hindi to the Hindi UI and Sanskrit to English', () => {
    expect(uiLanguageFor('Hindi')).toBe('hi');
    expect(uiLanguageFor('Sanskrit')).toBe('hi');
    expect(uiLanguageFor('English')).toBe('en');
  });
});
