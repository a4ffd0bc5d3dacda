import type { DayPanchang, Kundli, Place } from '@sankalp/shared/api/kundli';
import type { KundliRequest, PanchangQuery, PlacesQuery } from '@sankalp/shared/schemas/kundli';
import { dayPanchang, kundli } from './engine/index';
import { searchPlaces } from './places/places-index';

export const PLACES_LIMIT_DEFAULT = 10;

/** A birth chart from a validated request (the schema guarantees exactly one of timezone / offset). */
export function computeKundli(req: KundliRequest): Kundli {
  return kundli({
    name: req.name,
    place: req.place,
    latitude: req.latitude,
    longitude: req.longitude,
    local: { ...req.dateOfBirth, ...req.timeOfBirth },
    zone: req.timezone !== undefined ? { timezone: req.timezone } : { utcOffsetMinutes: req.utcOffsetMinutes! },
  });
}

export function computePanchang(q: PanchangQuery): DayPanchang {
  return dayPanchang({ ...q.date, latitude: q.latitude, longitude: q.longitude, timezone: q.timezone });
}

export function findPlaces(q: PlacesQuery): Place[] {
  return searchPlaces(q.q, q.limit ?? PLACES_LIMIT_DEFAULT);
}
