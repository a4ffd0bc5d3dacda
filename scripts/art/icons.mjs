#!/usr/bin/env node
// The home-screen icons of the web manifest and iOS (apps/web/public/icons/*.png), drawn from the
// logo (apps/web/public/art/logo.svg) and rasterised with sharp at each size, so every size is
// sharp rather than scaled. The PNGs are committed. Rerun after a change of logo:
//   node scripts/art/icons.mjs
//
// The logo is placed by its drawn extent, measured from its pixels, not by its viewBox:
// - "any" icons: transparent, the logo filling most of the square (browsers, desktops);
// - maskable: cream to every edge, the logo inside the central circle of radius 40 % that every
//   launcher's mask keeps (https://web.dev/articles/maskable-icon), with a little room to spare;
// - apple-touch-icon: opaque cream (iOS shows transparency as black) with iOS's usual padding.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public');
const OUT = join(PUBLIC, 'icons');
const CREAM = '#FFFBF3'; // DESIGN.md cream-50, the manifest's background_color

const logo = readFileSync(join(PUBLIC, 'art/logo.svg'), 'utf8');
const [, , , vbWidth, vbHeight] = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(logo).map(Number);
const logoBody = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The drawn part of the logo in viewBox units: its bounding box and, around the box's centre, its farthest pixel. */
async function measure() {
  const { data, info } = await sharp(Buffer.from(logo))
    .resize(vbWidth, vbHeight)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  const drawn = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3] < 16) continue; // anti-aliasing haze is not drawing
      drawn.push([x + 0.5, y + 0.5]);
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x + 1);
      bottom = Math.max(bottom, y + 1);
    }
  }
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  const radius = Math.max(...drawn.map(([x, y]) => Math.hypot(x - cx, y - cy)));
  return { cx, cy, side: Math.max(right - left, bottom - top), radius };
}

const extent = await measure();

/**
 * One icon of `size` px: the logo scaled so that its box's longer side is `fill` of the icon or
 * its farthest pixel lies `radius` of the icon from the centre (whichever is given), centred.
 */
function iconSvg(size, { fill, radius, background }) {
  const scale = fill ? (fill * size) / extent.side : (radius * size) / extent.radius;
  const x = size / 2 - extent.cx * scale;
  const y = size / 2 - extent.cy * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : ''}
  <svg x="${x}" y="${y}" width="${vbWidth * scale}" height="${vbHeight * scale}" viewBox="0 0 ${vbWidth} ${vbHeight}">${logoBody}</svg>
</svg>`;
}

const ICONS = [
  ['icon-192.png', 192, { fill: 0.9 }],
  ['icon-512.png', 512, { fill: 0.9 }],
  ['icon-maskable-512.png', 512, { radius: 0.38, background: CREAM }],
  ['apple-touch-icon.png', 180, { fill: 0.72, background: CREAM }],
];

mkdirSync(OUT, { recursive: true });
for (const [name, size, placement] of ICONS) {
  const file = join(OUT, name);
  const info = await sharp(Buffer.from(iconSvg(size, placement)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(file);
  console.log(`${file}: ${info.width}×${info.height}, ${info.size} bytes`);
}
