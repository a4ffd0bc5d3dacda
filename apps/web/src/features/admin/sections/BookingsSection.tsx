import { ADMIN_PAYMENT_STATUSES, type AdminBookingItem } from '@sankalp/shared/api/admin-bookings';
import { PAYABLE_KINDS } from '@sankalp/shared/api/payments';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { BOOKINGS_PAGE_SIZE, bookingsCsvPath, useBookings, type BookingFilters } from '../api/bookings';
import { Badge, payTone } from '../components/Badge';
import { Labeled, Select, TextInput } from '../components/Fields';
import { Pager } from '../components/Pager';
import { cell, Empty, LoadFailure, LoadingRows, SectionHeader, Table } from '../components/Section';
import { useConsoleT } from '../i18n';
import { useConsole } from '../lib/console-context';
import { inr, when } from '../lib/format';
import { onlyPandit } from '../lib/sections';
import { useUrlFilters } from '../lib/use-filters';

const KEYS = ['q', 'kind', 'status', 'from', 'to'] as const;

/** /admin/bookings: every payable kind in one searchable list, CSV of the same filters (contract E). */
export default function BookingsSection() {
  const { t, language } = useConsoleT();
  const { roles } = useConsole();
  const { filters, page, setFilters, setPage } = useUrlFilters(KEYS);
  const q = useBookings(filters as BookingFilters, page);
  const title = onlyPandit(roles) ? t('sections.consultations') : t('sections.bookings');
  return (
    <>
      <SectionHeader
        title={title}
        actions={
          <DownloadButton
            path={bookingsCsvPath(filters)}
            fileName="bookings.csv"
            size="sm"
            className="min-h-11"
            errorTitle={t('bookings.csvFailed')}
          >
            {t('bookings.csv')}
          </DownloadButton>
        }
      />
      <FilterBar key={KEYS.map((k) => filters[k]).join('|')} initial={filters} onApply={setFilters} />
      <div className="mt-5">
        {q.isPending ? (
          <LoadingRows />
        ) : q.isError ? (
          <LoadFailure error={q.error} onRetry={() => void q.refetch()} />
        ) : q.data.items.length === 0 ? (
          <Empty message={t('bookings.empty')} />
        ) : (
          <>
            {/* Phones: one card per booking; from 768 px the table. */}
            <BookingCards items={q.data.items} />
            <div className="hidden md:block">
              <Table
                label={title}
                head={[
                  t('bookings.reference'),
                  t('common.date'),
                  t('bookings.devotee'),
                  t('bookings.what'),
                  t('common.amount'),
                  t('bookings.paid'),
                ]}
              >
                {q.data.items.map((b) => (
                  <tr key={`${b.kind}-${b._id}`} className="hover:bg-cream-50">
                    <td className={cell}>
                      <Link
                        to={`/admin/bookings/${b.kind}/${b._id}`}
                        className="whitespace-nowrap font-mono font-semibold text-saffron-700 underline-offset-4 hover:underline"
                      >
                        {b.reference}
                      </Link>
                      <p className="text-xs text-ink-600">{t(`kinds.${b.kind}`)}</p>
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>{when(b.createdAt, language)}</td>
                    <td className={cell}>
                      <p className="font-semibold">{b.name}</p>
                      <p className="text-xs text-ink-600">{b.email}</p>
                      <p className="text-xs text-ink-600">{b.phone}</p>
                    </td>
                    <td className={cell}>
                      <p>{b.title}</p>
                      {b.temple && <p className="text-xs text-ink-600">{b.temple.name}</p>}
                    </td>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>
                      {inr(b.amount)}
                      {b.refunded_amount > 0 && b.payment_status !== 'refunded' && (
                        <p className="text-xs text-ink-600">
                          {t('bookings.refunded', { amount: inr(b.refunded_amount) })}
                        </p>
                      )}
                    </td>
                    <td className={cell}>
                      <Badge tone={payTone(b.payment_status)}>{t(`payStatus.${b.payment_status}`)}</Badge>
                    </td>
                  </tr>
                ))}
              </Table>
            </div>
            <Pager page={page} size={BOOKINGS_PAGE_SIZE} total={q.data.total} onPage={setPage} />
          </>
        )}
      </div>
    </>
  );
}

/** The list on a phone: reference and status, what, who, when and how much, each card a link. */
function BookingCards({ items }: { items: AdminBookingItem[] }) {
  const { t, language } = useConsoleT();
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((b) => (
        <li key={`${b.kind}-${b._id}`}>
          <Link
            to={`/admin/bookings/${b.kind}/${b._id}`}
            className="block rounded-[12px] bg-white p-4 text-sm shadow-raised hover:bg-cream-50"
          >
            <span className="flex items-center justify-between gap-3">
              <span className="whitespace-nowrap font-mono font-semibold text-saffron-700">{b.reference}</span>
              <Badge tone={payTone(b.payment_status)}>{t(`payStatus.${b.payment_status}`)}</Badge>
            </span>
            <span className="mt-1 block font-semibold text-ink-900">{b.title}</span>
            <span className="block text-xs text-ink-600">
              {t(`kinds.${b.kind}`)}
              {b.temple ? ` · ${b.temple.name}` : ''}
            </span>
            <span className="mt-2 block break-words text-ink-900">
              {b.name} <span className="text-ink-600">· {b.email}</span>
            </span>
            <span className="mt-1 flex items-baseline justify-between gap-3 text-ink-600">
              <span>{when(b.createdAt, language)}</span>
              <span className="whitespace-nowrap font-semibold tabular-nums text-ink-900">
                {inr(b.amount)}
                {b.refunded_amount > 0 && b.payment_status !== 'refunded' && (
                  <span className="block text-right text-xs font-normal text-ink-600">
                    {t('bookings.refunded', { amount: inr(b.refunded_amount) })}
                  </span>
                )}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FilterBar({
  initial,
  onApply,
}: {
  initial: Record<(typeof KEYS)[number], string>;
  onApply: (f: Record<string, string>) => void;
}) {
  const { t } = useConsoleT();
  const [f, setF] = useState(initial);
  const set = (k: (typeof KEYS)[number]) => (e: { target: { value: string } }) =>
    setF((p) => ({ ...p, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(f);
  };
  const any = KEYS.some((k) => initial[k]);
  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={t('bookings.filters')}
      className="flex flex-wrap items-end gap-3 rounded-[12px] bg-white p-4 shadow-raised"
    >
      {/* The search box has a row of its own (a whole e-mail stays readable); the rest stay compact. */}
      <Labeled id="bf-q" label={t('common.search')} className="w-full">
        <TextInput id="bf-q" type="search" value={f.q} onChange={set('q')} placeholder={t('bookings.q')} />
      </Labeled>
      <Labeled id="bf-kind" label={t('common.kind')} className="w-full sm:w-[calc(50%-0.375rem)] lg:w-36">
        <Select id="bf-kind" value={f.kind} onChange={set('kind')}>
          <option value="">{t('common.all')}</option>
          {PAYABLE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </Select>
      </Labeled>
      <Labeled id="bf-status" label={t('common.status')} className="w-full sm:w-[calc(50%-0.375rem)] lg:w-32">
        <Select id="bf-status" value={f.status} onChange={set('status')}>
          <option value="">{t('common.all')}</option>
          {ADMIN_PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`payStatus.${s}`)}
            </option>
          ))}
        </Select>
      </Labeled>
      <Labeled id="bf-from" label={t('common.from')} className="w-full sm:w-[calc(50%-0.375rem)] lg:w-40">
        <TextInput id="bf-from" type="date" value={f.from} onChange={set('from')} />
      </Labeled>
      <Labeled id="bf-to" label={t('common.to')} className="w-full sm:w-[calc(50%-0.375rem)] lg:w-40">
        <TextInput id="bf-to" type="date" value={f.to} onChange={set('to')} />
      </Labeled>
      <div className="flex w-full items-end gap-2 lg:w-auto">
        <Button type="submit" className="min-h-11">
          <Search className="h-4 w-4" aria-hidden /> {t('common.search')}
        </Button>
        {any && (
          <Button
            variant="ghost"
            className="min-h-11"
            onClick={() => onApply(Object.fromEntries(KEYS.map((k) => [k, ''])))}
          >
            {t('common.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
