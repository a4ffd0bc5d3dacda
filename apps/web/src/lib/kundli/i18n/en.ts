import {
  GRAHAS,
  MONTH_NAMES,
  MOVABLE_KARANAS,
  NAKSHATRA_NAMES,
  SIGN_NAMES,
  TITHI_NAMES,
  VARA_NAMES,
  YOGA_NAMES,
} from '@sankalp/shared/api/kundli';

/** Each name as its own key: the English name (as @sankalp/shared/api/kundli writes it) is the key. */
const byName = <N extends string>(names: readonly N[]) =>
  Object.fromEntries(names.map((n) => [n, n as string])) as Record<N, string>;

/**
 * The jyotish names of the kundli and panchang pages (namespace `jyotish`): signs, nakshatras,
 * tithis, yogas, karanas, weekdays, lunar months and grahas, keyed by their English names; the
 * English is the shared lists' own spelling, so English pages read exactly as before.
 */
const en = {
  sign: byName(SIGN_NAMES),
  nakshatra: byName(NAKSHATRA_NAMES),
  tithi: byName([...TITHI_NAMES, 'Amavasya']),
  yoga: byName(YOGA_NAMES),
  karana: byName([...MOVABLE_KARANAS, 'Kimstughna', 'Shakuni', 'Chatushpada', 'Naga']),
  vara: byName(VARA_NAMES),
  month: byName(MONTH_NAMES),
  graha: { ...byName(GRAHAS), Lagna: 'Lagna' },
  paksha: { Shukla: 'Shukla', Krishna: 'Krishna' },
  // A graha's short label in the charts ('Su', 'Me(R)'), as @sankalp/shared/kundli-chart writes it.
  short: { As: 'As', Su: 'Su', Mo: 'Mo', Ma: 'Ma', Me: 'Me', Ju: 'Ju', Ve: 'Ve', Sa: 'Sa', Ra: 'Ra', Ke: 'Ke' },
  retrogradeMark: '(R)',
};
export default en;
export type JyotishMessages = typeof en;
