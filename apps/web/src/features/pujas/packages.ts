import type { PujaDetail, PujaPackage } from '@sankalp/shared/api/catalog';
import { pujaSankalpPath } from '../../components/catalog/puja-links';
import { pujasT } from './i18n';

/** What the sankalp step receives in navigation state (spec part 2 § 2). */
export type SankalpNavState = {
  /** The puja with the chosen package added (spec part 2 § 3: selectedPackage). */
  puja: PujaDetail & { selectedPackage: PujaPackage };
  selectedPackage: PujaPackage;
};

/** The package a mobile tab selector starts on: the first one offered. */
export const defaultPackageId = (packages: readonly PujaPackage[]): string => packages[0]?._id ?? '';

export const findPackage = (packages: readonly PujaPackage[], id: string): PujaPackage | undefined =>
  packages.find((p) => p._id === id);

/** Where choosing a package leads: /puja-sankalp/{slug}?package={id}, carrying the puja and package. */
export function sankalpTarget(puja: PujaDetail, selectedPackage: PujaPackage): { to: string; state: SankalpNavState } {
  return {
    to: pujaSankalpPath(puja, selectedPackage._id),
    state: { puja: { ...puja, selectedPackage }, selectedPackage },
  };
}

/** The people a package covers: at least one. */
export const peopleCount = (n: number): number => Math.max(1, Math.floor(n || 1));

/** 'For 1 person', 'For 4 people' (in the reader's language). */
export function peopleLabel(n: number, t = pujasT): string {
  return t('packages.people', { count: peopleCount(n) });
}

/** Tab label on narrow screens: 'Joint Family Puja' → 'Joint Family', so all four tabs fit at 390 px. */
export const shortPackageLabel = (title: string): string => title.replace(/\s+puja$/i, '').trim() || title;
