// Kundli computations per second on one core (issue 11 target: ≥ 200/s): full POST /kundli work
// (chart, dasha, birth panchang with its sunrise search) for births spread over 1900-2100 and
// places from 42°S to 64°N, in one thread, after a warm-up. Runs the engine's TypeScript through tsx:
//   npx tsx scripts/bench/kundli.mjs [--json]   → prints one line, exits 1 below the target
// `npm run bench` runs it in its own process (one core, nothing else running).
import { pathToFileURL } from 'node:url';
import { dayPanchang, kundli } from '../../apps/server/src/modules/kundli/engine/index.ts';

export const KUNDLI_TARGET_PER_SECOND = 200;

const PLACES = [
  { latitude: 25.3176, longitude: 82.9739, timezone: 'Asia/Kolkata' },
  { latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' },
  { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
  { latitude: 60.1699, longitude: 24.9384, timezone: 'Europe/Helsinki' },
  { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
  { latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' },
  { latitude: -23.5505, longitude: -46.6333, timezone: 'America/Sao_Paulo' },
];

function input(i) {
  const p = PLACES[i % PLACES.length];
  return {
    name: 'Bench',
    place: 'Bench',
    latitude: p.latitude,
    longitude: p.longitude,
    zone: { timezone: p.timezone },
    local: {
      year: 1900 + ((i * 37) % 201),
      month: 1 + ((i * 7) % 12),
      day: 1 + ((i * 11) % 28),
      hour: (i * 5) % 24,
      minute: (i * 13) % 60,
    },
  };
}

function rate(fn, seconds) {
  for (let i = 0; i < 50; i++) fn(i); // warm-up
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < seconds * 1000) fn(n++);
  return n / ((performance.now() - start) / 1000);
}

/** { kundliPerSecond, panchangDaysPerSecond } measured over `seconds` each. */
export function benchKundli(seconds = 3) {
  const kundliPerSecond = rate((i) => kundli(input(i)), seconds);
  const panchangDaysPerSecond = rate((i) => {
    const k = input(i);
    return dayPanchang({ ...k.local, latitude: k.latitude, longitude: k.longitude, timezone: k.zone.timezone });
  }, seconds);
  return { kundliPerSecond, panchangDaysPerSecond };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = benchKundli();
  if (process.argv.includes('--json'))
    console.log(JSON.stringify({ kundliPerSecond: Math.round(r.kundliPerSecond), panchangDaysPerSecond: Math.round(r.panchangDaysPerSecond) }));
  else
    console.log(
      `kundli: ${r.kundliPerSecond.toFixed(0)}/s on one core (target ≥ ${KUNDLI_TARGET_PER_SECOND}/s); day panchang: ${r.panchangDaysPerSecond.toFixed(0)}/s`,
    );
  if (r.kundliPerSecond < KUNDLI_TARGET_PER_SECOND) process.exitCode = 1;
}
