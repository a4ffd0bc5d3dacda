import { PAYABLE_KINDS } from '@sankalp/shared/api/payments';
import type { AdminDashboard, AdminKindTotals } from '@sankalp/shared/api/admin-bookings';
import { AlertTriangle, CalendarClock, PackageX, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useDashboard } from '../api/dashboard';
import { Card, LoadFailure, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { useConsole } from '../lib/console-context';
import { inr, when } from '../lib/format';

/** /admin: today's and this week's bookings and revenue per kind, the review queue, upcoming, low stock (contract E). */
export default function DashboardSection() {
  const { t, language } = useConsoleT();
  const { sections } = useConsole();
  const q = useDashboard();
  if (q.isPending)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="mb-5 h-9 w-56" />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
        <Skeleton className="mt-6 h-64" />
      </div>
    );
  if (q.isError) return <LoadFailure error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  // Only the kinds this role sees anything of (a pandit sees consultations, temple staff pujas and chadhava).
  const kinds = PAYABLE_KINDS.filter((k) => d.today[k] && d.week[k]);
  return (
    <>
      <SectionHeader title={t('sections.dashboard')} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {kinds.map((k) => (
          <Card key={k}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-600">{t(`kinds.${k}`)}</h2>
            <Figure label={t('dashboard.today')} totals={d.today[k]} />
            <Figure label={t('dashboard.week')} totals={d.week[k]} />
          </Card>
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card title={t('dashboard.upcoming')}>
          {d.upcoming.length === 0 ? (
            <p className="text-ink-600">{t('dashboard.noUpcoming')}</p>
          ) : (
            <ul className="divide-y divide-cream-200">
              {d.upcoming.map((u) => (
                <li key={`${u.kind}-${u.id}`} className="flex items-start gap-3 py-2.5">
                  <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink-900">{u.title}</p>
                    <p className="text-sm text-ink-600">
                      {u.running ? (
                        <span className="font-semibold text-success">
                          {u.endsAt
                            ? t('dashboard.running', { date: when(u.endsAt, language) })
                            : t('dashboard.runningToday', { date: when(u.at, language) })}
                        </span>
                      ) : (
                        t('dashboard.starts', { date: when(u.at, language) })
                      )}
                      {u.temple ? ` · ${u.temple.name}` : ''}
                    </p>
                  </div>
                  <span className="shrink-0 text-sm font-semibold tabular-nums text-maroon-800">
                    {t('dashboard.participants', { count: u.participants })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <div className="space-y-6">
          <OnTimeCard figures={d.promisesOnTime} />
          {d.reviewQueue !== null && (
            <Card>
              <div className="flex items-center gap-3">
                <AlertTriangle className={`h-6 w-6 ${d.reviewQueue ? 'text-warning' : 'text-success'}`} aria-hidden />
                <div className="flex-1">
                  <p className="text-sm text-ink-600">{t('dashboard.review')}</p>
                  <p className="text-2xl font-bold tabular-nums text-maroon-800">{d.reviewQueue}</p>
                </div>
                {sections.includes('payments') && d.reviewQueue > 0 && (
                  <Link
                    to="/admin/payments"
                    className="text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
                  >
                    {t('dashboard.reviewOpen')}
                  </Link>
                )}
              </div>
            </Card>
          )}
          {sections.includes('catalog') && (
            <Card title={t('dashboard.lowStock')}>
              {d.lowStock.length === 0 ? (
                <p className="text-ink-600">{t('dashboard.noLowStock')}</p>
              ) : (
                <ul className="divide-y divide-cream-200">
                  {d.lowStock.map((s) => (
                    <li key={`${s.productId}-${s.variant}`} className="flex items-center gap-3 py-2">
                      <PackageX className="h-5 w-5 shrink-0 text-danger" aria-hidden />
                      <span className="min-w-0 flex-1 text-sm">
                        <Link
                          to={`/admin/catalog/products/${s.productId}`}
                          className="font-semibold text-ink-900 hover:text-saffron-700"
                        >
                          {s.title}
                        </Link>
                        {s.variant && <span className="text-ink-600"> · {s.variant}</span>}
                      </span>
                      <span className="text-sm font-semibold tabular-nums text-danger">
                        {t('dashboard.left', { count: s.stock })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          )}
        </div>
      </div>
    </>
  );
}

function Figure({ label, totals }: { label: string; totals: AdminKindTotals }) {
  const { t } = useConsoleT();
  return (
    <div className="mt-3">
      <p className="text-xs text-ink-600">{label}</p>
      <p className="text-xl font-bold tabular-nums text-maroon-800">{inr(totals.revenue)}</p>
      <p className="text-sm text-ink-600">{t('dashboard.bookings', { count: totals.count })}</p>
    </div>
  );
}

/** The share of promises due in the last 30 days that were kept by their due date (issue 10). */
function OnTimeCard({ figures }: { figures: AdminDashboard['promisesOnTime'] | undefined }) {
  const { t } = useConsoleT();
  const { sections } = useConsole();
  if (!figures) return null;
  const percent = figures.share === null ? null : Math.round(figures.share * 100);
  const tone =
    percent === null ? 'text-ink-600' : percent >= 90 ? 'text-success' : percent >= 70 ? 'text-warning' : 'text-danger';
  return (
    <Card>
      <div className="flex items-center gap-3">
        <Timer className={`h-6 w-6 ${tone}`} aria-hidden />
        <div className="flex-1">
          <p className="text-sm text-ink-600">{t('dashboard.onTime')}</p>
          <p className={`text-2xl font-bold tabular-nums ${percent === null ? 'text-ink-600' : 'text-maroon-800'}`}>
            {percent === null ? '—' : `${percent}%`}
          </p>
          <p className="text-xs text-ink-600">
            {figures.due === 0
              ? t('dashboard.onTimeNone')
              : t('dashboard.onTimeOf', { onTime: figures.onTime, due: figures.due })}
          </p>
        </div>
        {sections.includes('fulfilment') && (
          <Link
            to="/admin/fulfilment?status=overdue"
            className="text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
          >
            {t('sections.fulfilment')}
          </Link>
        )}
      </div>
    </Card>
  );
}
