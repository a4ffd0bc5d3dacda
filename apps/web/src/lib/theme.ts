/**
 * Day or night theme (Settings → Dark mode). The choice is kept on this device under THEME_KEY so
 * it holds after signing out, and the head's inline script (@sankalp/shared/head-script) reads the same key to put `.dark` on <html>
 * before the first paint (no flash of the day theme). Day is the default: only a choice made here
 * turns night on, whatever the system prefers.
 */
export { DARK_CLASS, THEME_KEY } from '@sankalp/shared/head-script';
import { DARK_CLASS, THEME_KEY } from '@sankalp/shared/head-script';

type KV = Pick<Storage, 'getItem' | 'setItem'>;
type Root = { classList: Pick<DOMTokenList, 'toggle'> };

/** The stored choice: true for night, false for day, null when the devotee never chose. */
export function readStoredDark(storage: KV | null): boolean | null {
  try {
    const v = storage?.getItem(THEME_KEY);
    return v === 'dark' ? true : v === 'light' ? false : null;
  } catch {
    return null;
  }
}

/** Paints the page in the chosen theme and remembers it on this device. */
export function applyDarkMode(dark: boolean, root: Root, storage: KV | null): void {
  root.classList.toggle(DARK_CLASS, dark);
  try {
    storage?.setItem(THEME_KEY, dark ? 'dark' : 'light');
  } catch {
    /* storage full or disabled: the page still changes now */
  }
}

/** The browser's own page and storage (never during a server render). */
export function setDarkMode(dark: boolean): void {
  if (typeof document === 'undefined') return;
  let storage: KV | null = null;
  try {
    storage = window.localStorage;
  } catch {
    /* storage blocked */
  }
  applyDarkMode(dark, document.documentElement, storage);
}
