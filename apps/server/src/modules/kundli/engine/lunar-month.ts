/**
 * The lunar month (docs/kundli-conventions.md § Months). Amanta: a month runs new moon to new moon
 * and is named by the sidereal sign the Sun is in at the new moon that begins it (Sun in Meena →
 * Chaitra, Mesha → Vaishakha …, so Chaitra is the month in which the Sun enters Mesha). A month
 * with no sankranti (the Sun in the same sign at both its new moons) is adhika and carries the
 * name of the month after it. Purnimanta: months end at the full moon, so the Krishna paksha
 * belongs to the next amanta month's name; Shukla paksha names agree, and an adhika month is
 * the same span in both.
 */
import * as A from 'astronomy-engine';
import { MONTH_NAMES, type LunarMonth } from '@sankalp/shared/api/kundli';
import { DAY_MS } from './angles';
import { signOf } from './divisions';
import { astroTime, elongation, siderealLongitude } from './positions';

/** The new moon at or before utcMs, and the one after. */
function bracketingNewMoons(utcMs: number): { start: number; end: number } {
  const ageDays = elongation(astroTime(utcMs)) / 12.19; // ≈ days since the last new moon
  const start = A.SearchMoonPhase(0, astroTime(utcMs - (ageDays + 2) * DAY_MS), 6)!.date.getTime();
  const end = A.SearchMoonPhase(0, astroTime(start + 20 * DAY_MS), 15)!.date.getTime();
  if (start > utcMs) return bracketingNewMoons(utcMs - 3 * DAY_MS); // never: the estimate is within a day
  if (end <= utcMs) return { start: end, end: A.SearchMoonPhase(0, astroTime(end + 20 * DAY_MS), 15)!.date.getTime() };
  return { start, end };
}

const sunSign = (ms: number) => signOf(siderealLongitude(A.Body.Sun, astroTime(ms)));

/** Month number 1-12 (Chaitra = 1) from the Sun's sign at the month's opening new moon. */
const monthFromSunSign = (sign: number) => (sign % 12) + 1;

function named(number: number, adhika: boolean): LunarMonth {
  return { number, name: (adhika ? 'Adhika ' : '') + MONTH_NAMES[number - 1]!, adhika };
}

export function lunarMonths(utcMs: number, tithi: number): { amanta: LunarMonth; purnimanta: LunarMonth } {
  const { start, end } = bracketingNewMoons(utcMs);
  const startSign = sunSign(start);
  const adhika = startSign === sunSign(end);
  const amanta = named(monthFromSunSign(startSign), adhika);
  // In the Krishna paksha the purnimanta month has already turned to the next name; an adhika
  // month stays new moon to new moon in both systems (it sits between the nija month's halves).
  const purnimanta = tithi > 15 && !adhika ? named((amanta.number % 12) + 1, false) : amanta;
  return { amanta, purnimanta };
}
