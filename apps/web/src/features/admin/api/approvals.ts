import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalKind, ApprovalList, ApprovalRecorded, ApprovalStatus } from '@sankalp/shared/api/admin-approval';
import type { ApprovalBody } from '@sankalp/shared/schemas/admin-approval';
import { adminGet, adminKeys, adminPost, queryString } from './client';

/** GET /admin/approvals?status= (contract A): the listings of the caller's temples (admins: all). */
export function useApprovals(status: ApprovalStatus) {
  return useQuery({
    queryKey: [...adminKeys.approvals, status],
    queryFn: ({ signal }) => adminGet<ApprovalList>(`/approvals${queryString({ status })}`, signal),
  });
}

const PATHS: Record<ApprovalKind, string> = { puja: 'pujas', event: 'events' };

/** POST /admin/pujas/{id}/approval or /admin/events/{id}/approval. */
export function useApprove() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: ApprovalKind; id: string; body: ApprovalBody }) =>
      adminPost<ApprovalRecorded>(`/${PATHS[kind]}/${encodeURIComponent(id)}/approval`, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.approvals });
      void qc.invalidateQueries({ queryKey: adminKeys.catalog });
    },
  });
}
