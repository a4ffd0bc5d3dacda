import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import type {
  PrasadOfferingView,
  PrasadOrderCreated,
  PrasadOrderList,
  PrasadOrderView,
  PrasadTracking,
} from '@sankalp/shared/api/prasad';
import type { PrasadFeedbackInput, PrasadOrderInput } from '@sankalp/shared/schemas/prasad';
import { apiGet, apiPost } from '../../../lib/api';
import {
  keyQuery,
  postVerify,
  rememberAccessKey,
  type CheckoutSuccessResponse,
  type VerifyResult,
} from '../../../lib/payments';

// The prasad page's calls (issue 10): one fetcher per endpoint and its query or mutation hook.

export const prasadKeys = {
  offerings: ['prasad', 'offerings'] as const,
  mine: (userId: string) => ['prasad', 'orders', userId] as const,
  order: (id: string) => ['prasad', 'order', id] as const,
  track: (id: string) => ['prasad', 'track', id] as const,
};

/** GET /prasad/offerings: published offerings, rating computed from feedback. */
export async function fetchOfferings(signal?: AbortSignal): Promise<PrasadOfferingView[]> {
  return (await apiGet<{ offerings: PrasadOfferingView[] }>('/prasad/offerings', signal)).offerings;
}
export const useOfferings = () =>
  useQuery({ queryKey: prasadKeys.offerings, queryFn: ({ signal }) => fetchOfferings(signal) });

/** POST /prasad/orders: the pending order and its payment order; its access key is remembered at once. */
export async function createPrasadOrder(body: PrasadOrderInput): Promise<PrasadOrderCreated> {
  const res = await apiPost<{ data: PrasadOrderCreated }>('/prasad/orders', body);
  rememberAccessKey('prasad_order', res.data.order._id, res.data.accessKey);
  return res.data;
}

/** POST /prasad/orders/verify-payment: the server checks the Checkout signature and settles the order. */
export const verifyPrasadOrder = (orderId: string, response: CheckoutSuccessResponse): Promise<VerifyResult> =>
  postVerify('/prasad/orders/verify-payment', { ...response, bookingId: orderId });

/** GET /prasad/orders/{id}?key=: the owner's session or the order's access key. */
export async function fetchPrasadOrder(id: string, signal?: AbortSignal): Promise<PrasadOrderView> {
  const q = keyQuery('prasad_order', id);
  return (await apiGet<{ order: PrasadOrderView }>(`/prasad/orders/${encodeURIComponent(id)}${q}`, signal)).order;
}

/** GET /prasad/orders: the signed-in devotee's paid orders. */
export async function fetchMyOrders(signal?: AbortSignal): Promise<PrasadOrderList> {
  return apiGet<PrasadOrderList>('/prasad/orders', signal);
}

/** GET /prasad/track/{id}: public, nothing personal. */
export async function fetchTracking(id: string, signal?: AbortSignal): Promise<PrasadTracking> {
  return (await apiGet<{ tracking: PrasadTracking }>(`/prasad/track/${encodeURIComponent(id)}`, signal)).tracking;
}
export const useTracking = (id: string | null) =>
  useQuery({
    queryKey: prasadKeys.track(id ?? ''),
    queryFn: ({ signal }) => fetchTracking(id!, signal),
    enabled: !!id,
    // A 404 is an answer (Tracking ID Not Found), not a hiccup to retry.
    retry: false,
  });

/** POST /prasad/orders/{id}/feedback (the owner's session, or the guest's access key). */
export async function postFeedback(id: string, body: PrasadFeedbackInput): Promise<PrasadOrderView> {
  const res = await apiPost<{ data: { order: PrasadOrderView } }>(
    `/prasad/orders/${encodeURIComponent(id)}/feedback${keyQuery('prasad_order', id)}`,
    body,
  );
  return res.data.order;
}

export function useFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PrasadFeedbackInput }) => postFeedback(id, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['prasad'] }),
  });
}
