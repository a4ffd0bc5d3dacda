import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useConsoleT } from '../i18n';

/** Previous / next over an offset-paged list, with "Showing 26–50 of 120". */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const { t } = useConsoleT();
  if (total <= size && page === 0) return null;
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <nav aria-label={t('common.pages')} className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-ink-600" aria-live="polite">
        {t('common.page', { from, to, total })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden /> {t('common.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          disabled={to >= total}
          onClick={() => onPage(page + 1)}
        >
          {t('common.next')} <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
