import { defaultSettings, type Settings } from '@sankalp/shared/schemas/settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type MemoryStorage } from '../../test/memory-storage';
import { choicesToApply, type Decision, type DeviceChoices } from './account-choices';

const settings = (over: Partial<Settings> = {}): Settings => ({ ...defaultSettings(), ...over });
const hindiDark = settings({ darkMode: true, language: 'Hindi' });
const plain: DeviceChoices = { dark: null, language: 'en' };
const decide = (d: Partial<Decision>) =>
  choicesToApply({ account: { settings: hindiDark, saved: true }, copy: null, signIn: true, before: plain, now: plain, ...d });

describe('choicesToApply: the account wins once, a later choice made here stays', () => {
  it('a sign-in takes the account’s saved theme and language', () => {
    expect(decide({})).toEqual({ dark: true, language: 'hi' });
    // Sanskrit reads in Hindi; a device already right changes nothing (no flash).
    expect(decide({ account: { settings: settings({ language: 'Sanskrit' }), saved: true }, now: { dark: false, language: 'hi' }, before: { dark: false, language: 'hi' } })).toEqual({});
  });

  it('a sign-in wins even over a copy kept here (another account’s, or an old one)', () => {
    expect(decide({ copy: hindiDark, now: { dark: false, language: 'en' }, before: { dark: false, language: 'en' } })).toEqual({ dark: true, language: 'hi' });
  });

  it('an account that never saved settings has no choice to follow (its defaults are not one)', () => {
    expect(decide({ account: { settings: settings(), saved: false }, now: { dark: true, language: 'hi' }, before: { dark: true, language: 'hi' } })).toEqual({});
  });

  it('a choice made here while the account was being asked stays', () => {
    expect(decide({ before: plain, now: { dark: false, language: 'en' } })).toEqual({ language: 'hi' });
    expect(decide({ before: plain, now: { dark: null, language: 'hi' } })).toEqual({ dark: true });
  });

  describe('a page load of a session already here', () => {
    const load = (d: Partial<Decision>) => decide({ signIn: false, ...d });
    const lightEnglish: DeviceChoices = { dark: false, language: 'en' };

    it('takes what the account changed elsewhere since this device last heard it', () => {
      expect(load({ copy: settings(), before: lightEnglish, now: lightEnglish })).toEqual({ dark: true, language: 'hi' });
    });

    it('keeps a choice made here that the account never had (dark mode before Save All, a ?lang= link)', () => {
      expect(load({ copy: hindiDark, before: lightEnglish, now: lightEnglish })).toEqual({});
      expect(load({ copy: settings({ darkMode: true }), before: lightEnglish, now: lightEnglish })).toEqual({ language: 'hi' });
    });

    it('without a copy here (a session from before), the account wins once, as at a sign-in', () => {
      expect(load({ copy: null, before: lightEnglish, now: lightEnglish })).toEqual({ dark: true, language: 'hi' });
    });
  });
});

// The wiring, on a stand-in browser: the store signs in, the account is asked, the page changes.
describe('followAccountChoices and chooseLanguage', () => {
  let storage: MemoryStorage;
  let classes: Set<string>;
  let saved: unknown[];
  const user = { id: 'u1', fullName: 'Asha Devi' };
  const answerSettings = (account: { settings: Settings; saved: boolean }) =>
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Settings;
        saved.push(body);
        return Response.json({ success: true, data: { settings: body } });
      }
      return Response.json({ success: true, data: account });
    });

  beforeEach(() => {
    storage = memoryStorage();
    classes = new Set();
    saved = [];
    const root = { lang: 'en', classList: { toggle: (c: string, on: boolean) => void (on ? classes.add(c) : classes.delete(c)) } };
    vi.stubGlobal('document', { documentElement: root, cookie: '' });
    vi.stubGlobal('window', { localStorage: storage, addEventListener: () => undefined });
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  const load = async () => {
    const [choices, store, i18n] = await Promise.all([import('./account-choices'), import('./store'), import('../i18n/index')]);
    return { ...choices, store: store.createAuthStore(storage), i18n };
  };

  it('a sign-in on a fresh device turns the page to the account’s Hindi and dark', async () => {
    vi.stubGlobal('fetch', answerSettings({ settings: hindiDark, saved: true }));
    const { followAccountChoices, store, i18n } = await load();
    const stop = followAccountChoices(store, storage);
    expect(fetch).not.toHaveBeenCalled(); // signed out: nothing to ask
    store.signIn(user, 'tok');
    await vi.waitFor(() => expect(i18n.currentLanguage()).toBe('hi'));
    expect(classes.has('dark')).toBe(true);
    expect(storage.data.get('theme')).toBe('dark');
    expect(JSON.parse(storage.data.get('settings')!)).toEqual(hindiDark);
    // A new token for the same devotee (a password change) is not a sign-in: not asked again.
    store.signIn(user, 'tok2');
    expect(fetch).toHaveBeenCalledOnce();
    stop();
  });

  it('a page load takes a language the account got elsewhere, and keeps a theme chosen here', async () => {
    vi.stubGlobal('fetch', answerSettings({ settings: hindiDark, saved: true }));
    // This device last heard English and dark, then turned light here (not saved).
    storage.data.set('settings', JSON.stringify(settings({ darkMode: true })));
    storage.data.set('theme', 'light');
    const { followAccountChoices, store, i18n } = await load();
    store.signIn(user, 'tok');
    const stop = followAccountChoices(store, storage);
    await vi.waitFor(() => expect(i18n.currentLanguage()).toBe('hi'));
    expect(classes.has('dark')).toBe(false);
    expect(storage.data.get('theme')).toBe('light');
    expect(JSON.parse(storage.data.get('settings')!)).toEqual(hindiDark);
    stop();
  });

  it('the language switch turns the page and saves the choice on a signed-in account, keeping the rest', async () => {
    const account = settings({ darkMode: true, timezone: 'UTC' });
    vi.stubGlobal('fetch', answerSettings({ settings: account, saved: true }));
    const { chooseLanguage, store, i18n } = await load();
    store.signIn(user, 'tok');
    await chooseLanguage('hi', store, storage);
    expect(i18n.currentLanguage()).toBe('hi');
    expect(saved).toEqual([{ ...account, language: 'Hindi' }]);
    expect(JSON.parse(storage.data.get('settings')!)).toEqual({ ...account, language: 'Hindi' });
  });

  it('signed out, the switch only turns the page', async () => {
    vi.stubGlobal('fetch', answerSettings({ settings: settings(), saved: false }));
    const { chooseLanguage, store, i18n } = await load();
    await chooseLanguage('hi', store, storage);
    expect(i18n.currentLanguage()).toBe('hi');
    expect(fetch).not.toHaveBeenCalled();
  });
});
