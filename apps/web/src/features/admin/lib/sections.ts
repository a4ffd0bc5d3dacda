import type { RoleGrantView, StaffRole } from '@sankalp/shared/api/admin';

/**
 * The console's sections and who sees each one (issue 14): admin everything general; operators
 * the catalog, bookings, payments and support; temple staff their temple's bookings and approvals;
 * pandits their consultations and availability. The server checks every call again: this table
 * only decides what the menu offers.
 */
export const SECTION_KEYS = [
  'dashboard',
  'bookings',
  'fulfilment',
  'payments',
  'approvals',
  'catalog',
  'temple',
  'availability',
  'support',
  'audit',
  'users',
  'settings',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_ROLES: Record<SectionKey, readonly StaffRole[]> = {
  dashboard: ['admin', 'operator', 'temple_staff', 'pandit'],
  bookings: ['admin', 'operator', 'temple_staff', 'pandit'],
  // Issue 10: every role keeps its own promises (temple staff their pujas, pandits their consultations).
  fulfilment: ['admin', 'operator', 'temple_staff', 'pandit'],
  payments: ['admin', 'operator'],
  approvals: ['admin', 'temple_staff'],
  catalog: ['admin', 'operator'],
  // Scoped to a temple or a pandit profile: only for those who hold one.
  temple: ['temple_staff'],
  availability: ['pandit'],
  support: ['admin', 'operator'],
  audit: ['admin'],
  users: ['admin'],
  settings: ['admin'],
};

/** The URL segment under /admin of each section ('' is the dashboard). */
export const SECTION_PATHS: Record<SectionKey, string> = {
  dashboard: '',
  bookings: 'bookings',
  fulfilment: 'fulfilment',
  payments: 'payments',
  approvals: 'approvals',
  catalog: 'catalog',
  temple: 'temple',
  availability: 'availability',
  support: 'support',
  audit: 'audit',
  users: 'users',
  settings: 'settings',
};

export const rolesOf = (grants: readonly RoleGrantView[]): StaffRole[] => [...new Set(grants.map((g) => g.role))];

/** The sections a user with these roles sees, in menu order. */
export function sectionsFor(roles: readonly StaffRole[]): SectionKey[] {
  return SECTION_KEYS.filter((k) => SECTION_ROLES[k].some((r) => roles.includes(r)));
}

/** Pandits who hold no other role see bookings as "my consultations". */
export const onlyPandit = (roles: readonly StaffRole[]) => roles.length > 0 && roles.every((r) => r === 'pandit');

/** The temples and pandit profiles the grants reach (for the scoped sections). */
export function scopesOf(grants: readonly RoleGrantView[]) {
  return {
    temples: grants.flatMap((g) => (g.role === 'temple_staff' && g.temple ? [g.temple] : [])),
    pandits: grants.flatMap((g) => (g.role === 'pandit' && g.pandit ? [g.pandit] : [])),
  };
}
