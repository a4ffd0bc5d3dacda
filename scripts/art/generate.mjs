#!/usr/bin/env node
// One entry point for all Sankalp artwork (apps/web/public/art/*.svg).
//
// The drawing code lives in three layers that share one palette and motif kit:
//   scripts/art/       palette, SVG builder, motifs (diya, lotus, bell, garland,
//                      kalash, havan kund, mandala, jali) and temple/landscape builders
//   scripts/art-set2/  people, offerings, scenes, products (133 files)
//   scripts/art-set3/  brand, heroes, temple cards, puja cards (40 files)
// This script imports the set builders read-only, checks them against the
// file-name contract in catalog.mjs, validates every SVG and writes them all.
// Output is deterministic (each file is seeded by its own name), so rerunning
// reproduces the committed files byte for byte.
//
// Usage: node scripts/art/generate.mjs [--check] [filter]
//   --check  validate and compare with what is on disk, write nothing
//   filter   only names containing this substring
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG } from './catalog.mjs';
import { checkSvg } from './check.mjs';
import people from '../art-set2/people.mjs';
import offerings from '../art-set2/offerings.mjs';
import scenes from '../art-set2/scenes.mjs';
import products from '../art-set2/products.mjs';
import brand from '../art-set3/brand.mjs';
import heroes from '../art-set3/heroes.mjs';
import temples from '../art-set3/temples.mjs';
import pujas from '../art-set3/pujas.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/art');
const HARD_MAX = 12 * 1024; // mobile-data budget from the design brief
const TARGET = 6 * 1024;

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const filter = args.find((a) => !a.startsWith('--')) || '';

// Merge the sets; a name defined twice is a contract error, not a silent override.
const builders = {};
const problems = [];
for (const set of [people, offerings, scenes, products, brand, heroes, temples, pujas]) {
  for (const [name, make] of Object.entries(set)) {
    if (builders[name]) problems.push(`${name}: defined by two sets`);
    builders[name] = make;
  }
}
for (const name of CATALOG) if (!builders[name]) problems.push(`${name}: no builder`);
for (const name of Object.keys(builders)) if (!CATALOG.includes(name)) problems.push(`${name}: not in catalog.mjs`);

if (!checkOnly) mkdirSync(OUT, { recursive: true });
let count = 0,
  total = 0,
  overTarget = 0,
  changed = 0;
let largest = ['', 0];
for (const name of CATALOG) {
  if (!name.includes(filter) || !builders[name]) continue;
  const svg = String(builders[name](name));
  const bytes = Buffer.byteLength(svg);
  const err = checkSvg(svg);
  if (err) problems.push(`${name}: ${err}`);
  if (bytes > HARD_MAX) console.warn(`! ${name}.svg ${(bytes / 1024).toFixed(1)} KB is over the 12 KB cap`);
  if (bytes > TARGET) overTarget++;
  const file = join(OUT, `${name}.svg`);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) {
    changed++;
    if (!checkOnly) writeFileSync(file, svg);
  }
  count++;
  total += bytes;
  if (bytes > largest[1]) largest = [name, bytes];
}
console.log(
  `${count} SVGs, ${(total / 1024).toFixed(1)} KB total, largest ${largest[0]}.svg ${(largest[1] / 1024).toFixed(1)} KB, ` +
    `${overTarget} over the 6 KB target, ${changed} ${checkOnly ? 'differ from disk' : 'written with changes'}`,
);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
