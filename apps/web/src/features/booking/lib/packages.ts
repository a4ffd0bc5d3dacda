import type { PujaPackage } from '@sankalp/shared/api/catalog';
import { bookingT } from '../i18n/index';

/** 'For 1 person', 'For 4 people' (in the reader's language). */
export function peopleLabel(n: number): string {
  const count = Math.max(1, Math.floor(n || 1));
  return bookingT('package.people', { count });
}

export const findPackage = (packages: readonly PujaPackage[] | undefined, id: string | null | undefined) =>
  id ? packages?.find((p) => p._id === id) : undefined;

/**
 * The package a booking step is for: the `?package=` of the URL first, then the one carried in
 * navigation state, then the draft's. Only an id the puja offers counts.
 */
export function resolvePackageId(
  packages: readonly PujaPackage[] | undefined,
  candidates: readonly (string | null | undefined)[],
): { id: string | null; requested: string | null } {
  const requested = candidates.find((c): c is string => !!c) ?? null;
  const found = candidates.find((c) => c && findPackage(packages, c));
  return { id: found ?? null, requested };
}
