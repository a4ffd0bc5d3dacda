#!/usr/bin/env node
// Third art set for Sankalp: brand mark, page heroes, temple cards and puja
// cards. Reuses the palette, primitives and motifs of ../art and ../art-set2
// (read-only) so every set reads as one family.
// Writes only files that do not exist yet, so another artist's deliveries are
// never overwritten. Usage:
//   node scripts/art-set3/generate.mjs [--force] [filter]
import { writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import brand from './brand.mjs';
import heroes from './heroes.mjs';
import temples from './temples.mjs';
import pujas from './pujas.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../apps/web/public/art');
mkdirSync(out, { recursive: true });

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.find((a) => !a.startsWith('--'));
const all = { ...brand, ...heroes, ...temples, ...pujas };
const wrote = [], skipped = [];
let total = 0, big = ['', 0];
for (const [name, make] of Object.entries(all)) {
  if (only && !name.includes(only)) continue;
  const file = join(out, `${name}.svg`);
  if (!force && existsSync(file)) {
    skipped.push(name);
    continue;
  }
  const svg = String(make(name));
  if (/<(script|image|foreignObject|text)\b|href="(?!#)|url\((?!#)/.test(svg)) throw new Error(`${name}: forbidden content`);
  writeFileSync(file, svg);
  const b = Buffer.byteLength(svg);
  wrote.push(name);
  total += b;
  if (b > big[1]) big = [name, b];
  if (b > 14 * 1024) console.warn(`! ${name}.svg is ${(b / 1024).toFixed(1)} KB (over 14 KB)`);
  else if (b > 8 * 1024) console.warn(`  ${name}.svg is ${(b / 1024).toFixed(1)} KB (over 8 KB target)`);
}
console.log(`wrote ${wrote.length} files, ${(total / 1024).toFixed(1)} KB total` + (wrote.length ? `, largest ${big[0]}.svg ${(big[1] / 1024).toFixed(1)} KB` : ''));
if (skipped.length) console.log(`skipped ${skipped.length} existing: ${skipped.join(', ')}`);
