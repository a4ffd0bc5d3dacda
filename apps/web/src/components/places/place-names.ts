import type { Place } from '@sankalp/shared/api/kundli';
import { currentLanguage, type Language } from '../../lib/i18n/index';
import { placesIn, type PlacesKey } from './i18n';

// A listed name in the reader's language, else the name as it comes.
const listed = (group: 'cities' | 'states', name: string, lng: Language) =>
  name ? placesIn(lng)(`${group}.${name}` as PlacesKey, { defaultValue: name }) : name;

/** A state or union territory in the reader's language ('Uttar Pradesh' → 'उत्तर प्रदेश'); the value stays English. */
export const stateName = (state: string, lng: Language = currentLanguage()) => listed('states', state, lng);

const countryNames = new Map<string, string>();
/** A country code as English pages show it ('IN'), or its Hindi name ('भारत'); an address's 'India' too. */
export function countryName(code: string, lng: Language = currentLanguage()): string {
  if (lng === 'en' || !code) return code;
  if (code === 'India') return countryName('IN', lng);
  if (!countryNames.has(code)) {
    let name = code;
    try {
      name = new Intl.DisplayNames('hi', { type: 'region' }).of(code) ?? code;
    } catch {
      /* not a region code: shown as it is */
    }
    countryNames.set(code, name);
  }
  return countryNames.get(code)!;
}

/**
 * A place's name, state and country for the reader: the panchang's default city and India's states
 * read in Hindi; other cities a devotee picked stay as the gazetteer writes them. The Place itself
 * (sent to the API, kept in links) is never changed.
 */
export function placeNames(p: Place, lng: Language = currentLanguage()) {
  return { name: listed('cities', p.name, lng), region: stateName(p.region, lng), country: countryName(p.country, lng) };
}

/** "Varanasi, Uttar Pradesh, IN" / "वाराणसी, उत्तर प्रदेश, भारत". */
export function placeText(p: Place, lng: Language = currentLanguage()): string {
  const n = placeNames(p, lng);
  return [n.name, n.region, n.country].filter(Boolean).join(', ');
}

const zoneNames = new Map<string, string>();
/**
 * A time zone as English pages show it ('Asia/Kolkata'), or its name in Hindi ('भारतीय मानक समय'),
 * from the browser's own list of zone names.
 */
export function timeZoneName(zone: string, lng: Language = currentLanguage()): string {
  if (lng === 'en' || !zone) return zone;
  if (!zoneNames.has(zone)) {
    // The name without summer time ('उत्तरी अमेरिकी पूर्वी समय'); where Intl has none in Hindi
    // ('GMT+00:00'), the standard one ('समन्वित वैश्विक समय').
    const named = (style: 'longGeneric' | 'long') => {
      try {
        return new Intl.DateTimeFormat('hi-IN', { timeZone: zone, timeZoneName: style })
          .formatToParts(0)
          .find((x) => x.type === 'timeZoneName')?.value;
      } catch {
        return undefined; // not a zone Intl knows
      }
    };
    const hindi = [named('longGeneric'), named('long')].find((n) => n && !/[A-Za-z]/.test(n));
    zoneNames.set(zone, hindi ?? zone);
  }
  return zoneNames.get(zone)!;
}
