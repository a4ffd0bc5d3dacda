import type { AdminMe } from '@sankalp/shared/api/admin';
import { ApiError } from '../../../lib/api';

/**
 * What /admin shows before any section (issue 14): the sign-in page for a visitor, a plain "for
 * the team" page for a devotee (403 forbidden), the two-factor enrolment for staff without it
 * (403 2fa_required), a retry for a failed load, and the console once GET /admin/me answers.
 * A 401 (the 30-minute staff idle timeout) signs out through the API client and lands on sign-in.
 */
export type Gate =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'not-staff' }
  | { kind: 'two-factor' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; me: AdminMe };

type Session = { isAuthenticated: boolean; isLoading: boolean };
type MeQuery = { data?: AdminMe; error: unknown; isPending: boolean };

export function gateOf(session: Session, me: MeQuery): Gate {
  if (!session.isAuthenticated) return session.isLoading ? { kind: 'loading' } : { kind: 'signed-out' };
  if (me.data) return me.data.roles.length ? { kind: 'ready', me: me.data } : { kind: 'not-staff' };
  if (me.error) {
    const e = me.error;
    if (e instanceof ApiError && e.status === 401) return { kind: 'signed-out' };
    if (e instanceof ApiError && e.status === 403)
      return e.code === '2fa_required' ? { kind: 'two-factor' } : { kind: 'not-staff' };
    return { kind: 'failed', error: e };
  }
  return { kind: 'loading' };
}
