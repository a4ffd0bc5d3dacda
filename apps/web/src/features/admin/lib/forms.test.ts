import { describe, expect, it } from 'vitest';
import { approvalFormSchema, approvesOnBehalf } from './approval-form';
import { fromIstInput, toIstInput } from './catalog-form';
import { grantFormSchema } from './grant-form';

const TEMPLE = '0b7d3c4e-1f2a-4b5c-8d9e-0a1b2c3d4e5f';

describe('the grant form', () => {
  const schema = grantFormSchema('scope needed');
  it('sends only the scope the role takes', () => {
    expect(schema.parse({ role: 'operator', templeId: TEMPLE, panditId: '' })).toEqual({ role: 'operator' });
    expect(schema.parse({ role: 'temple_staff', templeId: TEMPLE, panditId: '' })).toEqual({
      role: 'temple_staff',
      templeId: TEMPLE,
    });
  });
  it('asks temple staff for their temple and pandits for their profile', () => {
    const r = schema.safeParse({ role: 'temple_staff', templeId: 'nope', panditId: '' });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['templeId', 'scope needed'],
    ]);
    expect(schema.safeParse({ role: 'pandit', templeId: '', panditId: '' }).success).toBe(false);
  });
});

describe('the approval form (contract A)', () => {
  it('an admin approving on the temple’s behalf must say why; the temple’s staff need not', () => {
    expect(approvalFormSchema(true).safeParse({ note: '', reason: ' ' }).success).toBe(false);
    expect(approvalFormSchema(true).safeParse({ note: '', reason: 'No staff account yet' }).success).toBe(true);
    expect(approvalFormSchema(false).safeParse({ note: 'Jai Shri Ram' }).success).toBe(true);
    expect(approvesOnBehalf([{ id: TEMPLE }], TEMPLE)).toBe(false);
    expect(approvesOnBehalf([], TEMPLE)).toBe(true);
  });
});

describe('catalog form helpers', () => {
  it('shows an instant in IST and reads the input back with the offset', () => {
    expect(toIstInput('2026-11-21T01:00:00Z')).toBe('2026-11-21T06:30');
    expect(fromIstInput('2026-11-21T06:30')).toBe('2026-11-21T06:30:00+05:30');
    expect(Date.parse(fromIstInput(toIstInput('2026-11-21T01:00:00Z')))).toBe(Date.parse('2026-11-21T01:00:00Z'));
    expect(toIstInput(null)).toBe('');
  });
});
