import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

// Resolved through the package exports, so the same lookup works from src (tsx, tests) and from the
// bundled dist/main.js (npm packages stay external, node_modules beside it in the image).
const require = createRequire(import.meta.url);

/**
 * satori reads woff or ttf, not woff2. Noto Sans's latin subset has no ₹ (U+20B9, in latin-ext),
 * and Hindi titles need Noto Sans Devanagari: satori falls back to the later fonts, in this order,
 * for glyphs the first lacks, and shapes Devanagari conjuncts with harfbuzz.
 */
const FILES = [
  { name: 'Noto Sans', file: '@fontsource/noto-sans/files/noto-sans-latin-{w}-normal.woff' },
  { name: 'Noto Sans', file: '@fontsource/noto-sans/files/noto-sans-latin-ext-{w}-normal.woff' },
  {
    name: 'Noto Sans Devanagari',
    file: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-{w}-normal.woff',
  },
] as const;
const WEIGHTS = [400, 700] as const;

let fonts: Promise<Font[]> | undefined;

/** The card's fonts, read once per process (about 200 KB). */
export function previewFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FILES.flatMap(({ name, file }) =>
      WEIGHTS.map(async (weight) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(file.replace('{w}', String(weight)))),
      })),
    ),
  ).catch((e: unknown) => {
    fonts = undefined; // a failed read is retried by the next render, not cached forever
    throw e;
  });
  return fonts;
}
