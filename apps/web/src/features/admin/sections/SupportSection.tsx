import type { SupportStatus } from '@sankalp/shared/api/admin-support';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Tabs } from '../../../components/ui/Tabs';
import { useSupportList } from '../api/support';
import { Badge } from '../components/Badge';
import { Empty, LoadFailure, LoadingRows, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { when } from '../lib/format';
import { useUrlFilters } from '../lib/use-filters';

/** /admin/support: the contact and help forms' messages, open and closed (contract D). */
export default function SupportSection() {
  const { t } = useConsoleT();
  const { filters, setFilters } = useUrlFilters(['status'] as const);
  const status: SupportStatus = filters.status === 'closed' ? 'closed' : 'open';
  return (
    <>
      <SectionHeader title={t('sections.support')} />
      <Tabs
        label={t('sections.support')}
        value={status}
        onValueChange={(v) => setFilters({ status: v === 'closed' ? 'closed' : '' })}
        items={[
          { value: 'open', label: t('support.open'), content: status === 'open' ? <Inbox status="open" /> : null },
          {
            value: 'closed',
            label: t('support.closed'),
            content: status === 'closed' ? <Inbox status="closed" /> : null,
          },
        ]}
      />
    </>
  );
}

function Inbox({ status }: { status: SupportStatus }) {
  const { t, language } = useConsoleT();
  const q = useSupportList(status);
  if (q.isPending) return <LoadingRows />;
  if (q.isError) return <LoadFailure error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.items.length === 0) return <Empty message={t('support.empty')} />;
  return (
    <ul className="divide-y divide-cream-200 overflow-hidden rounded-[12px] bg-white shadow-raised">
      {q.data.items.map((m) => (
        <li key={m.id}>
          <Link to={`/admin/support/${m.id}`} className="flex gap-3 p-4 hover:bg-cream-50">
            <Mail className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink-900">{m.name}</span>
                <span className="text-sm text-ink-600">{m.email}</span>
                {m.bookingRef && (
                  <Badge tone="saffron">{t('support.booking', { reference: m.bookingRef.reference })}</Badge>
                )}
              </div>
              {m.subject && <p className="font-medium text-ink-900">{m.subject}</p>}
              <p className="truncate text-sm text-ink-600">{m.snippet}</p>
            </div>
            <span className="shrink-0 text-xs text-ink-600">{when(m.lastMessageAt, language)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
