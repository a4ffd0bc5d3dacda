import { describe, expect, it } from 'vitest';
import type { RoleGrantView } from '@sankalp/shared/api/admin';
import { grantKey, revokeInput, roleErrorKey, scopeOf, scopeOptions } from './user-roles';

const T = '11111111-1111-4111-8111-111111111111';
const P = '22222222-2222-4222-8222-222222222222';
const view = (over: Partial<RoleGrantView>): RoleGrantView => ({
  role: 'operator',
  templeId: null,
  panditId: null,
  temple: null,
  pandit: null,
  ...over,
});

describe('the Users & roles mapping (issue 14)', () => {
  it('revokes a grant with exactly its scope', () => {
    expect(revokeInput(view({}))).toEqual({ role: 'operator' });
    expect(revokeInput(view({ role: 'temple_staff', templeId: T }))).toEqual({ role: 'temple_staff', templeId: T });
    expect(revokeInput(view({ role: 'pandit', panditId: P }))).toEqual({ role: 'pandit', panditId: P });
  });

  it('keys grants by role and scope', () => {
    expect(grantKey(view({ role: 'temple_staff', templeId: T }))).not.toBe(grantKey(view({ role: 'temple_staff' })));
  });

  it('names the scope, or says it is gone', () => {
    expect(scopeOf(view({}))).toBeNull();
    expect(
      scopeOf(view({ role: 'temple_staff', templeId: T, temple: { id: T, name: 'Kashi Vishwanath', slug: 'k' } })),
    ).toEqual({ name: 'Kashi Vishwanath' });
    expect(scopeOf(view({ role: 'pandit', panditId: P }))).toBe('missing');
  });

  it('keeps the chosen temple among the options when the search no longer finds it', () => {
    const a = { id: T, label: 'Kashi' };
    const b = { id: P, label: 'Mahakal' };
    expect(scopeOptions([b], a)).toEqual([a, b]);
    expect(scopeOptions([a, b], a)).toEqual([a, b]);
    expect(scopeOptions([b], null)).toEqual([b]);
  });

  it('explains a refused write by its code', () => {
    expect(roleErrorKey('last_admin')).toBe('users.lastAdmin');
    expect(roleErrorKey('not_found')).toBe('users.goneError');
    expect(roleErrorKey('2fa_required')).toBe('users.forbiddenError');
    expect(roleErrorKey('bad_request')).toBeUndefined();
    expect(roleErrorKey(undefined)).toBeUndefined();
  });
});
