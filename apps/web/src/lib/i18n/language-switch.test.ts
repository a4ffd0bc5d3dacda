import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Switching to Hindi while a page's code is still arriving: the namespace that page registers
 * meanwhile must get its Hindi too (a page reloaded with Hindi stored showed English: the switch
 * had listed the namespaces before the page's own was registered).
 */
describe('setLanguage', () => {
  beforeEach(() => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: '' });
    vi.stubGlobal('localStorage', { setItem: () => undefined, getItem: () => null });
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the Hindi of a namespace defined while the switch is under way', async () => {
    const i18n = await import('./index');
    let releaseCommon!: () => void;
    const switching = i18n.setLanguage('hi');
    // A page module arrives while the switch waits for the shell's Hindi.
    const page = i18n.defineMessages('late-page', { hello: 'Namaste in English' }, () =>
      new Promise((resolve) => {
        releaseCommon = () => resolve({ default: { hello: 'नमस्ते' } });
        setTimeout(releaseCommon, 5);
      }),
    );
    await switching;
    await vi.waitFor(() => expect(page.t('hello')).toBe('नमस्ते'));
    expect(i18n.currentLanguage()).toBe('hi');
  });

  it('words looked up before their Hindi arrived, or in the other language, are never answered from the old lookup', async () => {
    const i18n = await import('./index');
    await i18n.setLanguage('hi');
    // A page's code arriving after the switch: its Hindi comes a moment later.
    let release!: () => void;
    const words = i18n.defineMessages('cached-words', { hello: 'Hello', hi: 'Hi {name}' }, () =>
      new Promise((resolve) => (release = () => resolve({ default: { hello: 'नमस्ते', hi: 'नमस्ते {name}' } }))),
    );
    expect(words.t('hello')).toBe('Hello'); // English until its Hindi is here
    expect(words.t('hello')).toBe('Hello');
    release();
    await vi.waitFor(() => expect(words.t('hello')).toBe('नमस्ते'));
    expect(words.t('hi', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(words.t('hi', { name: 'Meera' })).toBe('नमस्ते Meera');
    await i18n.setLanguage('en');
    expect(words.t('hello')).toBe('Hello');
  });

  it('a later choice wins over an earlier one still loading', async () => {
    const i18n = await import('./index');
    const first = i18n.setLanguage('hi');
    await i18n.setLanguage('en');
    await first;
    expect(i18n.currentLanguage()).toBe('en');
  });
});
