import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminBookingDetailData, AdminBookingPage } from '@sankalp/shared/api/admin-bookings';
import type { PayableKind } from '@sankalp/shared/api/payments';
import { adminGet, adminKeys, queryString } from './client';

export type BookingFilters = {
  q?: string;
  kind?: string;
  status?: string;
  from?: string;
  to?: string;
  temple?: string;
};
export const BOOKINGS_PAGE_SIZE = 25;

/** The list's filters as the server reads them: dates as the IST day's start and end. */
export function bookingQuery(f: BookingFilters) {
  return {
    q: f.q?.trim(),
    kind: f.kind,
    status: f.status,
    from: f.from ? `${f.from}T00:00:00+05:30` : undefined,
    to: f.to ? `${f.to}T23:59:59+05:30` : undefined,
    temple: f.temple,
  };
}

/** GET /admin/bookings.csv with the same filters (downloaded with the session by lib/download). */
export const bookingsCsvPath = (f: BookingFilters) => `/admin/bookings.csv${queryString(bookingQuery(f))}`;

/** GET /admin/bookings (contract E): one list across every payable kind. */
export function useBookings(f: BookingFilters, page: number) {
  const qs = queryString({ ...bookingQuery(f), limit: BOOKINGS_PAGE_SIZE, offset: page * BOOKINGS_PAGE_SIZE });
  return useQuery({
    queryKey: [...adminKeys.bookings, 'list', qs],
    queryFn: ({ signal }) => adminGet<AdminBookingPage>(`/bookings${qs}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/bookings/{kind}/{id}: the booking, its payment orders and refunds. */
export function useBookingDetail(kind: PayableKind, id: string) {
  return useQuery({
    queryKey: [...adminKeys.bookings, 'detail', kind, id],
    queryFn: ({ signal }) => adminGet<AdminBookingDetailData>(`/bookings/${kind}/${encodeURIComponent(id)}`, signal),
  });
}
