/**
 * Vimshottari dasha (docs/kundli-conventions.md § Dasha): 120 years in nine periods, the first
 * ruled by the lord of the Moon's nakshatra at birth, already run in proportion to the part of
 * the nakshatra the Moon has crossed. Antardashas divide each mahadasha in the same order and
 * proportions, starting from its own lord. Years of 365.25 days.
 */
import type { Dasha, Graha } from '@sankalp/shared/api/kundli';
import { DAY_MS } from './angles';
import { NAKSHATRA_SPAN } from './divisions';

export const DASHA_ORDER: readonly { lord: Graha; years: number }[] = [
  { lord: 'Ketu', years: 7 },
  { lord: 'Venus', years: 20 },
  { lord: 'Sun', years: 6 },
  { lord: 'Moon', years: 10 },
  { lord: 'Mars', years: 7 },
  { lord: 'Rahu', years: 18 },
  { lord: 'Jupiter', years: 16 },
  { lord: 'Saturn', years: 19 },
  { lord: 'Mercury', years: 17 },
];
export const YEAR_MS = 365.25 * DAY_MS;
const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

export function vimshottari(moonLongitude: number, birthMs: number): Dasha {
  const index = Math.floor(moonLongitude / NAKSHATRA_SPAN);
  const first = index % 9;
  const elapsed = (moonLongitude - index * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const firstYears = DASHA_ORDER[first]!.years;
  let start = birthMs - elapsed * firstYears * YEAR_MS;
  const mahadashas = [];
  for (let i = 0; i < 9; i++) {
    const md = DASHA_ORDER[(first + i) % 9]!;
    const end = start + md.years * YEAR_MS;
    const antardashas = [];
    let s = start;
    for (let j = 0; j < 9; j++) {
      const ad = DASHA_ORDER[(first + i + j) % 9]!;
      const e = s + ((md.years * ad.years) / 120) * YEAR_MS;
      antardashas.push({ lord: ad.lord, start: iso(s), end: iso(e) });
      s = e;
    }
    mahadashas.push({ lord: md.lord, years: md.years, start: iso(start), end: iso(end), antardashas });
    start = end;
  }
  return { balanceYears: (1 - elapsed) * firstYears, mahadashas };
}
