import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

// The committed output of scripts/art/icons.mjs, checked against what the manifest and index.html promise.
const PUBLIC = fileURLToPath(new URL('../../apps/web/public/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${PUBLIC}manifest.webmanifest`, 'utf8')) as {
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width × height, from its IHDR chunk (bytes 16-23 after the 8-byte signature). */
function pngSize(path: string): string {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('home-screen icons', () => {
  it('every manifest icon is a PNG of its declared size', () => {
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(`${PUBLIC}${icon.src.slice(1)}`), icon.src).toBe(icon.sizes);
    }
  });

  it('covers 192 and 512 for any use and a 512 maskable, as installability asks', () => {
    const has = (sizes: string, purpose: string) =>
      manifest.icons.some((i) => i.sizes === sizes && i.purpose === purpose);
    expect([has('192x192', 'any'), has('512x512', 'any'), has('512x512', 'maskable')]).toEqual([true, true, true]);
  });

  it('has the 180 × 180 apple-touch-icon that index.html links', () => {
    const html = readFileSync(fileURLToPath(new URL('../../apps/web/index.html', import.meta.url)), 'utf8');
    const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('/icons/apple-touch-icon.png');
    expect(pngSize(`${PUBLIC}icons/apple-touch-icon.png`)).toBe('180x180');
  });

  it('the maskable icon draws only inside the 40 % circle every mask keeps, on opaque cream elsewhere', async () => {
    const { data, info } = await sharp(`${PUBLIC}icons/icon-maskable-512.png`)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const c = info.width / 2;
    let outside = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (Math.hypot(x + 0.5 - c, y + 0.5 - c) <= 0.4 * info.width) continue;
        const [r, g, b, a] = data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4);
        if (`${r},${g},${b},${a}` !== '255,251,243,255') outside++; // #FFFBF3
      }
    }
    expect(outside).toBe(0);
  });
});
