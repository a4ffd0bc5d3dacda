import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@sankalp/shared/api/admin';
import { adminGet, adminKeys, queryString } from './client';

export type AuditFilters = { actor?: string; action?: string; from?: string; to?: string };
export const AUDIT_PAGE_SIZE = 50;

/**
 * GET /admin/audit (admin): filters as admin.schemas.ts auditQuery reads them, one page from
 * `cursor` (the previous page's nextCursor). A plain query rather than an infinite one: the
 * infinite observer would join the shared vendor chunk that every devotee loads.
 */
export function useAudit(f: AuditFilters, cursor: string | undefined) {
  const qs = queryString({
    actor: f.actor?.trim(),
    action: f.action?.trim(),
    from: f.from ? `${f.from}T00:00:00+05:30` : undefined,
    to: f.to ? `${f.to}T23:59:59+05:30` : undefined,
    limit: AUDIT_PAGE_SIZE,
    cursor,
  });
  return useQuery({
    queryKey: [...adminKeys.audit, qs],
    queryFn: ({ signal }) => adminGet<AuditPage>(`/audit${qs}`, signal),
    placeholderData: keepPreviousData,
  });
}
