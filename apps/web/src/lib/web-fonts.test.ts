import { describe, expect, it } from 'vitest';
import { WEB_FONTS_KEY } from '@sankalp/shared/head-script';
import { memoryStorage } from '../test/memory-storage';
import { fetchWebFonts } from './web-fonts';

/** A FontFaceSet whose load answers each face with `found` faces, or fails. */
const fonts = (found: (face: string) => number | Error) => {
  const asked: string[] = [];
  return {
    asked,
    load: (face: string) => {
      asked.push(face);
      const n = found(face);
      return n instanceof Error ? Promise.reject(n) : Promise.resolve(Array.from({ length: n }) as FontFace[]);
    },
  };
};

describe('the web fonts after the first page (decision 017)', () => {
  it('fetches the four Noto faces and remembers that this device has them', async () => {
    const set = fonts(() => 1);
    const storage = memoryStorage({});
    expect(await fetchWebFonts(set, storage)).toBe(true);
    expect(set.asked).toEqual(['400 1em "Noto Sans"', '600 1em "Noto Sans"', '700 1em "Noto Sans"', '700 1em "Noto Serif"']);
    expect(storage.data.get(WEB_FONTS_KEY)).toBe('1');
  });

  it('remembers nothing when a face did not arrive, or the connection failed', async () => {
    for (const set of [fonts((f) => (f.includes('Serif') ? 0 : 1)), fonts(() => new Error('NetworkError'))]) {
      const storage = memoryStorage({});
      expect(await fetchWebFonts(set, storage)).toBe(false);
      expect(storage.data.has(WEB_FONTS_KEY)).toBe(false);
    }
  });

  it('counts the faces as fetched when storage refuses to write or is blocked (they serve this visit)', async () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(await fetchWebFonts(fonts(() => 1), full)).toBe(true);
    expect(await fetchWebFonts(fonts(() => 1), null)).toBe(true);
  });
});
