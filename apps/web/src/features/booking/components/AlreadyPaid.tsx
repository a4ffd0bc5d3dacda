import { CheckCircle2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/Button';
import { bookingQueryKey, fetchBooking } from '../api/booking-by-id';
import { useBookingT } from '../i18n/index';

/**
 * The id of this tab's draft booking when the server says it is paid (e.g. confirmed by the
 * webhook after the page lost track), else null: the page then says so instead of inviting a
 * second payment.
 */
export function usePaidDraftBooking(bookingId: string | undefined): string | null {
  const query = useQuery({
    queryKey: bookingQueryKey(bookingId ?? ''),
    queryFn: ({ signal }) => fetchBooking(bookingId!, signal),
    enabled: !!bookingId,
    retry: false,
  });
  return bookingId && query.data?.payment_status === 'completed' ? bookingId : null;
}

export function AlreadyPaidNotice({ to }: { to: string }) {
  const { t } = useBookingT();
  return (
    <div role="status" className="rounded-[12px] border border-success/30 bg-white p-5">
      <p className="flex items-center gap-2 font-semibold text-success">
        <CheckCircle2 className="h-5 w-5" aria-hidden /> {t('paid.title')}
      </p>
      <p className="mt-1 text-sm text-ink-900">{t('paid.text')}</p>
      <ButtonLink to={to} size="sm" className="mt-3">
        {t('paid.view')}
      </ButtonLink>
    </div>
  );
}
