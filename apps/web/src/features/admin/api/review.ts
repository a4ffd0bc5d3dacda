import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResolvedOrder, ResolveRequest, ReviewQueue } from '@sankalp/shared/api/admin-refunds';
import { adminGet, adminKeys, adminPost } from './client';

/** GET /admin/payments/review (contract B): orders flagged for a person to look at. */
export function useReviewQueue() {
  return useQuery({
    queryKey: adminKeys.review,
    queryFn: ({ signal }) => adminGet<ReviewQueue>('/payments/review', signal),
  });
}

/** POST /admin/payments/{orderId}/resolve: accept or dismiss, with a note. */
export function useResolvePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: ResolveRequest & { orderId: string }) =>
      adminPost<{ order: ResolvedOrder }>(`/payments/${encodeURIComponent(orderId)}/resolve`, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.review });
      void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
      void qc.invalidateQueries({ queryKey: adminKeys.bookings });
    },
  });
}
