import { DEFAULT_SETTINGS } from '@sankalp/shared/constants';
import { defaultSettings } from '@sankalp/shared/schemas/settings';
import { describe, expect, it } from 'vitest';
import { sameSettings, settingsAfterLoad } from './settings';

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

describe('sameSettings', () => {
  it('compares settings by value', () => {
    expect(sameSettings(defaultSettings(), JSON.parse(JSON.stringify(DEFAULT_SETTINGS)))).toBe(true);
    expect(sameSettings(defaultSettings(), { ...defaultSettings(), darkMode: true })).toBe(false);
  });
});
