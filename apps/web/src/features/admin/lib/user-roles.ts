import type { RoleGrantView, StaffRole } from '@sankalp/shared/api/admin';
import type { ConsoleKey } from '../i18n';

/** What a revoke sends for a grant: its role and, for a scoped role, its temple or pandit. */
export function revokeInput(g: RoleGrantView): { role: StaffRole; templeId?: string; panditId?: string } {
  return {
    role: g.role,
    ...(g.templeId ? { templeId: g.templeId } : {}),
    ...(g.panditId ? { panditId: g.panditId } : {}),
  };
}

/** A stable key for a grant (a user holds each role once per scope). */
export const grantKey = (g: Pick<RoleGrantView, 'role' | 'templeId' | 'panditId'>) =>
  `${g.role}:${g.templeId ?? ''}:${g.panditId ?? ''}`;

/**
 * The scope shown beside a role: the temple's or pandit's name; `missing` when the grant names a
 * temple or pandit that is gone (it reaches nothing); null for admin and operator.
 */
export function scopeOf(g: RoleGrantView): { name: string } | 'missing' | null {
  if (g.templeId) return g.temple ? { name: g.temple.name } : 'missing';
  if (g.panditId) return g.pandit ? { name: g.pandit.name } : 'missing';
  return null;
}

export type ScopeOption = { id: string; label: string };

/**
 * The picker's options: the matches of the current search, with the chosen one kept first when
 * the search no longer finds it (a native select cannot show a value it has no option for).
 */
export function scopeOptions(matches: ScopeOption[], chosen: ScopeOption | null): ScopeOption[] {
  if (!chosen || matches.some((m) => m.id === chosen.id)) return matches;
  return [chosen, ...matches];
}

/** The message of a failed grant or revoke, by its code; undefined: the server's own message. */
export function roleErrorKey(code: string | undefined): ConsoleKey | undefined {
  switch (code) {
    case 'last_admin':
      return 'users.lastAdmin';
    case 'not_found':
      return 'users.goneError';
    case 'forbidden':
    case '2fa_required':
      return 'users.forbiddenError';
    default:
      return undefined;
  }
}
