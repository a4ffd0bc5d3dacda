/**
 * Kundli and panchang (issue 11): POST /kundli, GET /panchang, GET /places?q=.
 * Longitudes are sidereal (Lahiri) degrees in [0, 360); signs, nakshatras, tithis … are 1-based
 * numbers, with their names in the lists below (index = number − 1). Conventions:
 * docs/kundli-conventions.md.
 */

export const SIGN_NAMES = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;

export const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

/** Tithis 1-15 of each paksha; tithi 15 is Purnima, tithi 30 Amavasya. */
export const TITHI_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
  'Purnima',
] as const;
export const tithiName = (tithi: number): string => (tithi === 30 ? 'Amavasya' : TITHI_NAMES[(tithi - 1) % 15]!);

export const YOGA_NAMES = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const;

/** The seven movable karanas, repeating over karanas 2-57. */
export const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const;
/** Karana 1-60 (half-tithis from the new moon): 1 Kimstughna, 2-57 movable, 58-60 fixed. */
export function karanaName(karana: number): string {
  if (karana === 1) return 'Kimstughna';
  if (karana >= 58) return (['Shakuni', 'Chatushpada', 'Naga'] as const)[karana - 58]!;
  return MOVABLE_KARANAS[(karana - 2) % 7]!;
}

export const VARA_NAMES = [
  'Ravivara',
  'Somavara',
  'Mangalavara',
  'Budhavara',
  'Guruvara',
  'Shukravara',
  'Shanivara',
] as const;

/** Lunar months, Chaitra = 1. */
export const MONTH_NAMES = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;

export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type Graha = (typeof GRAHAS)[number];

export type Paksha = 'Shukla' | 'Krishna';

/** A point of the chart: sidereal longitude with its sign (1-12), nakshatra (1-27) and pada (1-4). */
export type ChartPoint = { longitude: number; sign: number; degreeInSign: number; nakshatra: number; pada: number };

export type PlanetPosition = ChartPoint & {
  name: Graha;
  /** Whole-sign house from the lagna, 1-12. */
  house: number;
  /** Degrees a day (sidereal); negative when moving backwards. */
  speed: number;
  retrograde: boolean;
};

export type Antardasha = { lord: Graha; start: string; end: string };
export type Mahadasha = { lord: Graha; years: number; start: string; end: string; antardashas: Antardasha[] };
export type Dasha = {
  /** Years of the birth mahadasha still to run at birth (365.25-day years). */
  balanceYears: number;
  /** Nine mahadashas from the one running at birth (its start is before birth), ISO instants (UTC). */
  mahadashas: Mahadasha[];
};

/** The panchang at one moment. */
export type MomentPanchang = {
  tithi: number;
  tithiName: string;
  paksha: Paksha;
  nakshatra: number;
  nakshatraName: string;
  yoga: number;
  yogaName: string;
  karana: number;
  karanaName: string;
  /** 0 = Sunday; the Vedic day runs from sunrise to sunrise. */
  vara: number;
  varaName: string;
  /** Sunrise that began this Vedic day (ISO with the place's offset); null where the Sun does not rise. */
  sunrise: string | null;
};

export type KundliPlace = {
  name: string;
  latitude: number;
  longitude: number;
  timezone: string | null;
  utcOffsetMinutes: number;
};

/** data of POST /kundli */
export type Kundli = {
  name: string;
  /** The birth moment: ISO with the offset that applied then, and in UTC. */
  birth: { local: string; utc: string; place: KundliPlace };
  /** Lahiri ayanamsa at birth, degrees. */
  ayanamsa: number;
  lagna: ChartPoint;
  planets: PlanetPosition[];
  dasha: Dasha;
  panchang: MomentPanchang;
};

/** One saved kundli (POST/GET /kundli/saved): the inputs, recomputed when opened. */
export type SavedKundli = {
  id: string;
  name: string;
  place: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** HH:MM */
  timeOfBirth: string;
  timeUnknown: boolean;
  latitude: number;
  longitude: number;
  timezone: string | null;
  utcOffsetMinutes: number | null;
  createdAt: string;
};

/** One element of a day's panchang and when it ends (ISO with offset; null = beyond the next sunrise search). */
export type PanchangSpan = { number: number; name: string; end: string | null };

export type LunarMonth = { number: number; name: string; adhika: boolean };

/** data of GET /panchang */
export type DayPanchang = {
  date: string;
  place: { latitude: number; longitude: number; timezone: string };
  vara: number;
  varaName: string;
  sunrise: string | null;
  sunset: string | null;
  nextSunrise: string | null;
  /** Each element from sunrise (or local midnight where the Sun does not rise) to the next sunrise. */
  tithis: (PanchangSpan & { paksha: Paksha })[];
  nakshatras: PanchangSpan[];
  yogas: PanchangSpan[];
  karanas: PanchangSpan[];
  rahuKaal: { start: string; end: string } | null;
  month: { amanta: LunarMonth; purnimanta: LunarMonth };
  ayanamsa: number;
};

/** One row of GET /places?q= */
export type Place = {
  name: string;
  /** State (first-level division) name, when known. */
  region: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
};
