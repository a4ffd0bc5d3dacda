import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/audit';
import { Labeled, TextInput } from '../components/Fields';
import { cell, Empty, LoadFailure, LoadingRows, SectionHeader, Table } from '../components/Section';
import { useConsoleT } from '../i18n';
import { when } from '../lib/format';
import { useUrlFilters } from '../lib/use-filters';

const KEYS = ['actor', 'action', 'from', 'to'] as const;

/** /admin/audit (admin): the append-only log, filtered by actor, action and dates (auditQuery). */
export default function AuditSection() {
  const { t, language } = useConsoleT();
  const { filters, setFilters } = useUrlFilters(KEYS);
  const [f, setF] = useState(filters);
  // The cursors of the pages before this one (the log pages by cursor, newest first).
  const [cursors, setCursors] = useState<string[]>([]);
  const q = useAudit(filters, cursors.at(-1));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCursors([]);
    setFilters(f);
  };
  const items = q.data?.items ?? [];
  const first = cursors.length * AUDIT_PAGE_SIZE;
  return (
    <>
      <SectionHeader
        title={t('sections.audit')}
        subtitle={
          q.data && items.length > 0
            ? t('common.page', { from: first + 1, to: first + items.length, total: q.data.total })
            : undefined
        }
      />
      <form
        onSubmit={submit}
        role="search"
        className="mb-4 grid gap-3 rounded-[12px] bg-white p-4 shadow-raised sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto]"
      >
        <Labeled id="au-actor" label={t('audit.actor')}>
          <TextInput id="au-actor" value={f.actor} onChange={(e) => setF({ ...f, actor: e.target.value })} />
        </Labeled>
        <Labeled id="au-action" label={t('audit.action')}>
          <TextInput id="au-action" value={f.action} onChange={(e) => setF({ ...f, action: e.target.value })} />
        </Labeled>
        <Labeled id="au-from" label={t('common.from')}>
          <TextInput id="au-from" type="date" value={f.from} onChange={(e) => setF({ ...f, from: e.target.value })} />
        </Labeled>
        <Labeled id="au-to" label={t('common.to')}>
          <TextInput id="au-to" type="date" value={f.to} onChange={(e) => setF({ ...f, to: e.target.value })} />
        </Labeled>
        <div className="flex items-end">
          <Button type="submit" className="min-h-11">
            <Search className="h-4 w-4" aria-hidden /> {t('common.search')}
          </Button>
        </div>
      </form>
      {q.isPending ? (
        <LoadingRows />
      ) : q.isError ? (
        <LoadFailure error={q.error} onRetry={() => void q.refetch()} />
      ) : items.length === 0 ? (
        <Empty message={t('audit.empty')} />
      ) : (
        <>
          <Table
            label={t('sections.audit')}
            head={[
              t('audit.when'),
              t('audit.who'),
              t('audit.what'),
              t('audit.object'),
              t('audit.ip'),
              `${t('audit.before')} → ${t('audit.after')}`,
            ]}
          >
            {items.map((a) => (
              <tr key={a.id}>
                <td className={`${cell} whitespace-nowrap`}>{when(a.at, language)}</td>
                <td className={cell}>
                  <p className="font-semibold">{a.actor?.fullName ?? a.actorLabel ?? '—'}</p>
                  <p className="text-xs text-ink-600">{a.actor?.email}</p>
                  <p className="text-xs text-ink-600">{a.actorRoles.join(', ')}</p>
                </td>
                <td className={`${cell} font-mono text-xs`}>{a.action}</td>
                <td className={`${cell} text-xs`}>
                  {a.object.type}
                  <span className="block break-all font-mono text-ink-600">{a.object.id}</span>
                </td>
                <td className={`${cell} font-mono text-xs`}>{a.ip ?? '—'}</td>
                <td className={cell}>
                  <details>
                    <summary className="cursor-pointer text-sm font-semibold text-saffron-700">
                      {t('common.open')}
                    </summary>
                    <pre className="mt-2 max-w-md overflow-x-auto whitespace-pre-wrap rounded-[8px] bg-cream-100 p-2 text-xs">
                      {JSON.stringify({ before: a.before, after: a.after }, null, 2)}
                    </pre>
                  </details>
                </td>
              </tr>
            ))}
          </Table>
          <div className="mt-4 flex justify-end gap-2">
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11"
              disabled={cursors.length === 0}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              {t('common.previous')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11"
              disabled={!q.data.nextCursor || q.isPlaceholderData}
              onClick={() => q.data.nextCursor && setCursors((c) => [...c, q.data.nextCursor!])}
            >
              {t('common.next')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
