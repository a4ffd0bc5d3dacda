import type { BoardItem, BoardPage } from '@sankalp/shared/api/admin-fulfilment';
import type { PromiseStatus } from '@sankalp/shared/promises';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button';
import { toast } from '../../../../lib/toast';
import { codeOf, messageOf } from '../../api/client';
import { useBoard, type BoardFilters } from '../../api/fulfilment';
import { useConsoleT } from '../../i18n';
import { dueDisplay } from '../../../../components/promises/timeline';
import { day, when } from '../../lib/format';
import { Badge } from '../Badge';
import { Empty, LoadFailure, LoadingRows } from '../Section';

/** The status pill of a promise: overdue is the loud one. */
export function PromiseBadge({ status }: { status: PromiseStatus }) {
  const { t } = useConsoleT();
  const tone = status === 'overdue' ? 'danger' : status === 'kept' ? 'success' : 'warning';
  return <Badge tone={tone}>{t(`fulfilment.${status === 'kept' ? 'kept' : status}`)}</Badge>;
}

/** "Due 24 Nov 2026" (by the end of that IST day), "Due 24 Nov, 2:30 pm", or "Done …", in IST. */
export function DueLine({ item }: { item: Pick<BoardItem, 'dueAt' | 'keptAt' | 'status'> }) {
  const { t, language } = useConsoleT();
  const due = dueDisplay(item.dueAt);
  const dueText = due.withTime ? when(item.dueAt, language) : day(due.at.toISOString(), language);
  return (
    <span className={item.status === 'overdue' ? 'font-semibold text-danger' : 'text-ink-600'}>
      {item.keptAt
        ? t('fulfilment.keptAt', { date: when(item.keptAt, language) })
        : t('fulfilment.due', { date: dueText })}
    </span>
  );
}

/** The toast of a failed action: "done already" said plainly, anything else with the server's words. */
export function useActionError() {
  const { t } = useConsoleT();
  return (e: unknown) =>
    codeOf(e) === 'already_kept'
      ? toast.info(t('fulfilment.alreadyDone'))
      : toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) });
}

function BoardPageView({
  filters,
  cursor,
  render,
  onMore,
  last,
}: {
  filters: BoardFilters;
  cursor?: string;
  render: (items: BoardItem[]) => ReactNode;
  onMore: (next: string) => void;
  last: boolean;
}) {
  const { t } = useConsoleT();
  const q = useBoard({ ...filters, cursor });
  if (q.isPending) return <LoadingRows rows={4} />;
  if (q.isError) return <LoadFailure error={q.error} onRetry={() => void q.refetch()} />;
  const page: BoardPage = q.data;
  if (!cursor && page.items.length === 0) return <Empty message={t('fulfilment.nothing')} />;
  return (
    <>
      {render(page.items)}
      {last && page.nextCursor && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" size="sm" onClick={() => onMore(page.nextCursor!)}>
            {t('fulfilment.more')}
          </Button>
        </div>
      )}
    </>
  );
}

/** The board's rows for `filters`, page after page (cursor), with loading, empty and error states. */
export function BoardList({ filters, render }: { filters: BoardFilters; render: (items: BoardItem[]) => ReactNode }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const key = JSON.stringify(filters);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setCursors([]);
  }
  const pages: Array<string | undefined> = [undefined, ...cursors];
  return (
    <div className="space-y-3">
      {pages.map((c, i) => (
        <BoardPageView
          key={c ?? 'first'}
          filters={filters}
          cursor={c}
          render={render}
          last={i === pages.length - 1}
          onMore={(next) => setCursors((cs) => [...cs, next])}
        />
      ))}
    </div>
  );
}
