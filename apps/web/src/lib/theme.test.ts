import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { HEAD_SCRIPT, WEB_FONTS_CLASS, WEB_FONTS_KEY } from '@sankalp/shared/head-script';
import { applyDarkMode, readStoredDark, THEME_KEY } from './theme';

/** A stand-in for <html>: just its class list. */
function fakeRoot(initial: string[] = []) {
  const classes = new Set(initial);
  return {
    classes,
    classList: {
      add: (c: string) => void classes.add(c),
      toggle: (c: string, on?: boolean) => {
        const next = on ?? !classes.has(c);
        if (next) classes.add(c);
        else classes.delete(c);
        return next;
      },
    },
  };
}

describe('the theme switch', () => {
  it('reads the stored choice: dark, light, or none (day by default)', () => {
    expect(readStoredDark(memoryStorage({ [THEME_KEY]: 'dark' }))).toBe(true);
    expect(readStoredDark(memoryStorage({ [THEME_KEY]: 'light' }))).toBe(false);
    expect(readStoredDark(memoryStorage({ [THEME_KEY]: 'purple' }))).toBeNull();
    expect(readStoredDark(memoryStorage())).toBeNull();
    expect(readStoredDark(null)).toBeNull();
  });

  it('puts .dark on the page at once and remembers the choice, and takes it off again', () => {
    const root = fakeRoot();
    const storage = memoryStorage();
    applyDarkMode(true, root, storage);
    expect(root.classes.has('dark')).toBe(true);
    expect(storage.data.get(THEME_KEY)).toBe('dark');
    applyDarkMode(false, root, storage);
    expect(root.classes.has('dark')).toBe(false);
    expect(storage.data.get(THEME_KEY)).toBe('light');
  });

  it('still changes the page when storage refuses to write', () => {
    const root = fakeRoot();
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    applyDarkMode(true, root, full);
    expect(root.classes.has('dark')).toBe(true);
  });

  // The head's inline script runs before the first paint (index.html): same key, same class.
  const bootScript = HEAD_SCRIPT;
  const boot = (stored: Record<string, string>, storageThrows = false) => {
    const root = fakeRoot();
    const localStorage = memoryStorage(stored);
    const context = storageThrows
      ? { document: { documentElement: root }, get localStorage(): never { throw new Error('SecurityError'); } }
      : { document: { documentElement: root }, localStorage };
    runInNewContext(bootScript, context);
    return root.classes;
  };

  it('applies the stored choice before the app starts (the head’s inline script)', () => {
    expect(boot({ [THEME_KEY]: 'dark' }).has('dark')).toBe(true);
    expect(boot({ [THEME_KEY]: 'light' }).has('dark')).toBe(false);
    expect(boot({}).has('dark')).toBe(false);
    expect(boot({}, true).has('dark')).toBe(false);
  });

  it('uses the web fonts from the start once an earlier page fetched them (decision 017)', () => {
    expect([...boot({ [WEB_FONTS_KEY]: '1' })]).toEqual([WEB_FONTS_CLASS]);
    expect([...boot({ [WEB_FONTS_KEY]: '1', [THEME_KEY]: 'dark' })].sort()).toEqual(['dark', WEB_FONTS_CLASS].sort());
    expect(boot({}).has(WEB_FONTS_CLASS)).toBe(false);
    expect(boot({}, true).has(WEB_FONTS_CLASS)).toBe(false);
  });
});
