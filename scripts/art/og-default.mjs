#!/usr/bin/env node
// The site's default share image (apps/web/public/art/og-default.png, 1200 × 630): what a link to a
// page without its own preview (home, lists, static pages) shows in WhatsApp, Facebook or X.
// Drawn once from the logo and the brand palette (DESIGN.md), rasterised with sharp; the PNG is
// committed. Rerun after a change of logo: node scripts/art/og-default.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ART = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/art');
const logo = readFileSync(join(ART, 'logo.svg'), 'utf8');
const logoBody = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const W = 1200;
const H = 630;
// DESIGN.md: cream-50 page, cream-100 panels, maroon-800 headings, saffron-600 accents, gold-400 rules.
const C = {
  cream: '#FFFBF3',
  panel: '#FDF3E1',
  maroon: '#7F1D1D',
  saffron: '#C2410C',
  gold: '#F5B301',
  ink: '#5B524B',
};

// A quiet mandala of rings and petals behind the logo.
const petals = Array.from({ length: 24 }, (_, i) => {
  const a = (i * 360) / 24;
  return `<ellipse cx="0" cy="-210" rx="14" ry="38" fill="${C.gold}" opacity="0.22" transform="rotate(${a})"/>`;
}).join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${C.cream}"/>
  <g transform="translate(300 283)">
    <circle r="248" fill="${C.panel}"/>
    ${petals}
    <circle r="180" fill="none" stroke="${C.gold}" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>
  </g>
  <svg x="130" y="113" width="340" height="340" viewBox="0 0 600 600">${logoBody}</svg>
  <text x="580" y="280" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="112" fill="${C.maroon}">Sankalp</text>
  <rect x="584" y="310" width="120" height="6" rx="3" fill="${C.gold}"/>
  <text x="584" y="372" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="${C.ink}">Pujas, Chadhava &amp; Live Darshan</text>
  <text x="584" y="418" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="${C.ink}">from India's sacred temples</text>
  <rect y="${H - 64}" width="${W}" height="64" fill="${C.maroon}"/>
  <rect y="${H - 70}" width="${W}" height="6" fill="${C.saffron}"/>
</svg>`;

const out = join(ART, 'og-default.png');
const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
console.log(`${out}: ${info.width}×${info.height}, ${info.size} bytes`);
