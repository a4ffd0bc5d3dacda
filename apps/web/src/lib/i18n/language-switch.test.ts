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

  it('a later choice wins over an earlier one still loading', async () => {
    const i18n = await import('./index');
    const first = i18n.setLanguage('hi');
    await i18n.setLanguage('en');
    await first;
    expect(i18n.currentLanguage()).toBe('en');
  });
});
