/**
 * The place gazetteer (GeoNames, CC BY 4.0 — attribution in docs/kundli-conventions.md): ~30,000
 * places shipped as places.tsv.gz (built by scripts/kundli-reference/build-places.mjs), loaded once
 * on the first search into an array sorted by a folded name key, then searched by binary search on
 * the prefix: the cost of a search is the matching range, not the gazetteer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Place } from '@sankalp/shared/api/kundli';

type Entry = Place & { population: number };
/** One searchable name of a place: its name, or a former name (Gurgaon for Gurugram). */
type Key = { key: string; entry: Entry };

/** Lower case, no diacritics (Yellāreddi → yellareddi), punctuation as spaces, single-spaced. */
export function foldName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// src/data (dev, tests); from the bundled dist/main.js: dist/data, which the build copies (as the
// common-passwords list).
const FILE_CANDIDATES = [
  new URL('../../../data/places.tsv.gz', import.meta.url),
  new URL('./data/places.tsv.gz', import.meta.url),
].map((u) => fileURLToPath(u));

let index: Key[] | null = null;

function load(): Key[] {
  const file = FILE_CANDIDATES.find((f) => existsSync(f));
  if (!file) throw new Error(`places.tsv.gz not found (looked in ${FILE_CANDIDATES.join(', ')})`);
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  const lines = text.split('\n');
  const zones = lines[1]!.split('\t');
  const keys: Key[] = [];
  for (let i = 2; i < lines.length; i++) {
    const f = lines[i]!.split('\t');
    if (f.length < 8) continue;
    const entry: Entry = {
      name: f[0]!,
      region: f[2]!,
      country: f[3]!,
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      timezone: zones[Number(f[6])]!,
      population: Number(f[7]),
    };
    keys.push({ key: foldName(f[0]!), entry });
    if (f[1]) keys.push({ key: foldName(f[1]), entry });
  }
  return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.entry.population - a.entry.population));
}

/** The index, loaded on the first search (about 0.2 s) and kept. */
export function placesIndex(): Key[] {
  index ??= load();
  return index;
}

function lowerBound(entries: Key[], key: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many prefix matches are ranked at most (a one-letter query's range is a few thousand). */
const RANGE_MAX = 6000;

/**
 * Places whose name (or former name) starts with the query, folded; "varanasi, uttar" also filters
 * on the region or country. Exact names first, then by population, Indian places counted four times
 * over (the devotees are mostly in India: "kan" finds Kanpur before Kano).
 */
export function searchPlaces(q: string, limit: number): Place[] {
  const [namePart = '', ...rest] = q.split(',');
  const prefix = foldName(namePart);
  const within = foldName(rest.join(' '));
  if (!prefix) return [];
  const keys = placesIndex();
  const matches = new Map<Entry, boolean>(); // entry → matched exactly
  const first = lowerBound(keys, prefix);
  for (let i = first; i < keys.length && i < first + RANGE_MAX; i++) {
    const { key, entry: e } = keys[i]!;
    if (!key.startsWith(prefix)) break;
    if (within && !foldName(e.region).startsWith(within) && !e.country.toLowerCase().startsWith(within)) continue;
    matches.set(e, matches.get(e) === true || key === prefix);
  }
  const rank = (e: Entry) =>
    (matches.get(e) ? 1e12 : 0) + e.population * (e.country === 'IN' ? 4 : 1) + (e.country === 'IN' ? 0.5 : 0);
  return [...matches.keys()]
    .sort((a, b) => rank(b) - rank(a))
    .slice(0, limit)
    .map(({ name, region, country, latitude, longitude, timezone }) => ({
      name,
      region,
      country,
      latitude,
      longitude,
      timezone,
    }));
}
