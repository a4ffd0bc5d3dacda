#!/usr/bin/env node
// Second art set for Sankalp: packages, pujas, chadhava, events, campaigns,
// sevas, products, pandits, streams, videos, avatars, prasad and misc.
// Deterministic: every file is seeded by its own name. Usage:
//   node scripts/art-set2/generate.mjs [filter]
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import people from './people.mjs';
import offerings from './offerings.mjs';
import scenes from './scenes.mjs';
import products from './products.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../apps/web/public/art');
mkdirSync(out, { recursive: true });

const all = { ...people, ...offerings, ...scenes, ...products };
const only = process.argv[2];
let n = 0, total = 0, big = ['', 0];
for (const [name, make] of Object.entries(all)) {
  if (only && !name.includes(only)) continue;
  const svg = String(make(name));
  if (/<(script|image|foreignObject)\b|xlink:href="http|href="http|width="\d+" height="\d+" viewBox/.test(svg)) throw new Error(`${name}: forbidden content`);
  writeFileSync(join(out, `${name}.svg`), svg);
  const kb = Buffer.byteLength(svg);
  n++;
  total += kb;
  if (kb > big[1]) big = [name, kb];
  if (kb > 12 * 1024) console.warn(`! ${name}.svg is ${(kb / 1024).toFixed(1)} KB (over 12 KB)`);
}
console.log(`${n} files, ${(total / 1024).toFixed(1)} KB total, largest ${big[0]}.svg ${(big[1] / 1024).toFixed(1)} KB`);
