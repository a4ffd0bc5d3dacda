import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundCreated, RefundRequest, RefundSuggestion } from '@sankalp/shared/api/admin-refunds';
import type { PayableKind } from '@sankalp/shared/api/payments';
import { adminGet, adminKeys, adminPost, queryString } from './client';

/** GET /admin/refunds/suggestion (contract B): paid, refundable, the tier's suggestion, the caller's limit. */
export function useRefundSuggestion(kind: PayableKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.bookings, 'refund-suggestion', kind, id],
    queryFn: ({ signal }) => adminGet<RefundSuggestion>(`/refunds/suggestion${queryString({ kind, id })}`, signal),
    enabled,
    staleTime: 0,
  });
}

/** POST /admin/refunds: refreshes the bookings (list, detail) and the dashboard. */
export function useCreateRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) => adminPost<RefundCreated>('/refunds', body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.bookings });
      void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
