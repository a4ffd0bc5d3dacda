import { Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SavedKundli } from '@sankalp/shared/api/kundli';
import { shortDate } from '@sankalp/shared/kundli-format';
import { TOAST_ERROR_MS } from '@sankalp/shared/constants';
import { ButtonLink } from '../../../components/ui/Button';
import { LoadingLine } from '../../../components/ui/LoadingLine';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { ApiError } from '../../../lib/api';
import { useDeleteSavedKundli } from '../../../lib/kundli/kundli-api';
import { reportHref } from '../../../lib/kundli/report-url';
import { useAccountT } from '../i18n/index';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from './ConfirmDialog';

/** The account's saved kundlis (issue 11): open one (computed again from its details) or delete it. */
export function SavedKundlis({ query }: { query: UseQueryResult<SavedKundli[]> }) {
  const { t } = useAccountT();
  const remove = useDeleteSavedKundli();
  const [toDelete, setToDelete] = useState<SavedKundli | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t('kundlis.deleted'));
        setToDelete(null);
      },
      onError: (e) =>
        toast.error(e instanceof ApiError && e.status > 0 ? e.message : t('kundlis.deleteFailed'), {
          duration: TOAST_ERROR_MS,
        }),
    });
  };

  return (
    <section aria-labelledby="saved-kundlis-title">
      <h2 id="saved-kundlis-title" className="mb-4 text-xl font-semibold">
        {t('kundlis.title')}
      </h2>
      {query.isPending ? (
        <LoadingLine>{t('kundlis.loading')}</LoadingLine>
      ) : query.isError ? (
        <ErrorState message={t('kundlis.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          title={t('kundlis.emptyTitle')}
          message={t('kundlis.emptyText')}
          action={<ButtonLink to="/kundli#kundli-generator">{t('kundlis.create')}</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {query.data.map((k) => (
            <li key={k.id} className="flex flex-col rounded-[12px] bg-white p-5 shadow-raised">
              <p className="flex items-center gap-2 text-lg font-semibold text-ink-900">
                <Sparkles className="h-5 w-5 text-saffron-600" aria-hidden />
                {k.name}
              </p>
              <p className="mt-1 text-sm text-ink-600">
                {t('kundlis.born', { date: shortDate(k.dateOfBirth), time: k.timeUnknown ? t('kundlis.timeUnknown') : k.timeOfBirth })}
              </p>
              <p className="text-sm text-ink-600">{k.place}</p>
              <div className="mt-4 flex gap-3">
                <Link
                  to={reportHref({ ...k })}
                  className="inline-flex min-h-11 items-center rounded-full bg-saffron-600 px-5 text-sm font-semibold text-white hover:bg-saffron-700"
                  aria-label={t('kundlis.openLabel', { name: k.name })}
                >
                  {t('kundlis.open')}
                </Link>
                <button
                  type="button"
                  onClick={() => setToDelete(k)}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-danger hover:bg-danger/10"
                  aria-label={t('kundlis.deleteLabel', { name: k.name })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={t('kundlis.deleteTitle')}
        description={toDelete ? t('kundlis.deleteText', { name: toDelete.name }) : ''}
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
