import { describe, expect, it } from 'vitest';
import { onlyPandit, scopesOf, sectionsFor } from './sections';

describe('the sections each role sees (issue 14)', () => {
  it('admin: every general section, not the scoped ones', () => {
    expect(sectionsFor(['admin'])).toEqual([
      'dashboard',
      'bookings',
      'fulfilment',
      'payments',
      'approvals',
      'catalog',
      'support',
      'audit',
      'users',
      'settings',
    ]);
  });

  it('operator: dashboard, bookings, payments, catalog, support', () => {
    expect(sectionsFor(['operator'])).toEqual(['dashboard', 'bookings', 'fulfilment', 'payments', 'catalog', 'support']);
  });

  it('temple staff: dashboard, bookings, approvals, their temple', () => {
    expect(sectionsFor(['temple_staff'])).toEqual(['dashboard', 'bookings', 'fulfilment', 'approvals', 'temple']);
  });

  it('pandit: dashboard, their consultations, availability', () => {
    expect(sectionsFor(['pandit'])).toEqual(['dashboard', 'bookings', 'fulfilment', 'availability']);
    expect(onlyPandit(['pandit'])).toBe(true);
    expect(onlyPandit(['pandit', 'operator'])).toBe(false);
  });

  it('several roles: the union, in menu order; none: nothing', () => {
    expect(sectionsFor(['pandit', 'operator'])).toEqual([
      'dashboard',
      'bookings',
      'fulfilment',
      'payments',
      'catalog',
      'availability',
      'support',
    ]);
    expect(sectionsFor([])).toEqual([]);
  });

  it('reads the temples and pandit profiles of the grants', () => {
    const temple = { id: 't1', name: 'Kashi Vishwanath', slug: 'kashi' };
    expect(
      scopesOf([
        { role: 'temple_staff', templeId: 't1', panditId: null, temple, pandit: null },
        { role: 'pandit', templeId: null, panditId: 'p1', temple: null, pandit: { id: 'p1', name: 'Pt. Sharma' } },
        { role: 'admin', templeId: null, panditId: null, temple: null, pandit: null },
      ]),
    ).toEqual({ temples: [temple], pandits: [{ id: 'p1', name: 'Pt. Sharma' }] });
  });
});
