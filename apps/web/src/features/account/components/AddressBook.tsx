import type { Address } from '@sankalp/shared/schemas/address';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/StateViews';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../lib/toast';
import { useCreateAddress } from '../../../lib/addresses';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../../../lib/addresses';
import type { SavedAddress } from '../api/types';
import { useUpdateAddress } from '../api/update-address';
import { addressLines, addressToForm, emptyAddressForm } from '../lib/address-form';
import { errorMessage, fieldErrorsOf, sessionEnded } from '../lib/errors';
import { AddressForm } from './AddressForm';
import { useAccountT } from '../i18n/index';
import { ConfirmDialog } from './ConfirmDialog';

type Editing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

/** Saved addresses: list, add, edit, delete (spec part 1 § 2, Account). */
export function AddressBook({ userId }: { userId: string }) {
  const uid = useId();
  const { t } = useAccountT();
  const query = useAddresses(userId);
  const create = useCreateAddress(userId);
  const update = useUpdateAddress(userId);
  const remove = useDeleteAddress(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);

  useEffect(() => {
    if (query.isError && !sessionEnded(query.error)) toast.error(t('error'), { description: t('addresses.loadFailed') });
  }, [query.isError, query.error]);

  const addresses = query.data ?? [];
  const open = (next: Editing) => {
    setServerErrors(undefined);
    setEditing(next);
  };

  const submit = (address: Address) => {
    const failed = (fallback: string) => (err: unknown) => {
      if (sessionEnded(err)) return;
      setServerErrors(fieldErrorsOf(err));
      toast.error(t('error'), { description: errorMessage(err, fallback) });
    };
    if (editing?.mode === 'edit') {
      update.mutate(
        { id: editing.address._id, address },
        {
          onSuccess: () => {
            setEditing(null);
            toast.success(t('addresses.updated'));
          },
          onError: failed(t('addresses.updateFailed')),
        },
      );
    } else {
      create.mutate(address, {
        onSuccess: () => {
          setEditing(null);
          toast.success(t('addresses.added'));
        },
        onError: failed(t('addresses.addFailed')),
      });
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        setToDelete(null);
        if (editing?.mode === 'edit' && editing.address._id === toDelete._id) setEditing(null);
        toast.success(t('addresses.deleted'));
      },
      onError: (err) => {
        if (!sessionEnded(err)) toast.error(t('error'), { description: errorMessage(err, t('addresses.deleteFailed')) });
      },
    });
  };

  return (
    <section className="rounded-[12px] border border-cream-200 bg-white p-5 shadow-raised md:p-6" aria-labelledby={`${uid}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`${uid}-title`} className="text-xl font-semibold">
            {t('addresses.title')}
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">{t('addresses.subtitle')}</p>
        </div>
        {editing?.mode !== 'add' && query.isSuccess && addresses.length > 0 && (
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => open({ mode: 'add' })}>
            <Plus className="h-4 w-4" aria-hidden /> {t('addresses.add')}
          </Button>
        )}
      </div>

      {editing && (
        <div className="mt-5">
          <AddressForm
            key={editing.mode === 'edit' ? editing.address._id : 'new'}
            mode={editing.mode}
            initial={editing.mode === 'edit' ? addressToForm(editing.address) : emptyAddressForm(addresses.length === 0)}
            busy={create.isPending || update.isPending}
            serverErrors={serverErrors}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}

      <div className="mt-5">
        {query.isPending ? (
          <div role="status" aria-live="polite" className="grid gap-4 md:grid-cols-2">
            <span className="sr-only">{t('addresses.loading')}</span>
            {[0, 1].map((i) => (
              <div key={i} className="rounded-[12px] border border-cream-200 p-4" aria-hidden>
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="mt-2 h-4 w-1/2" />
                <Skeleton className="mt-4 h-9 w-1/3" />
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState title={t('addresses.loadFailedTitle')} message={t('addresses.loadFailed')} onRetry={() => void query.refetch()} />
        ) : addresses.length === 0 ? (
          !editing && (
            <div className="flex flex-col items-center rounded-[12px] border border-dashed border-cream-200 bg-cream-50 px-6 py-8 text-center">
              <MapPin className="h-8 w-8 text-saffron-600" aria-hidden />
              <p className="mt-2 font-semibold text-maroon-800">{t('addresses.emptyTitle')}</p>
              <p className="mt-1 max-w-sm text-sm text-ink-600">{t('addresses.emptyText')}</p>
              <Button className="mt-4" onClick={() => open({ mode: 'add' })}>
                <Plus className="h-5 w-5" aria-hidden /> {t('addresses.add')}
              </Button>
            </div>
          )
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label={t('addresses.list')}>
            {addresses.map((a) => {
              const [street, place] = addressLines(a);
              const isEditing = editing?.mode === 'edit' && editing.address._id === a._id;
              return (
                <li key={a._id} className={`flex flex-col rounded-[12px] border p-4 ${isEditing ? 'border-saffron-500 bg-saffron-50' : 'border-cream-200 bg-cream-50'}`}>
                  <div className="flex items-start gap-3">
                    <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
                    <div className="min-w-0 flex-1">
                      {a.isDefault && (
                        <span className="mb-1.5 inline-flex items-center gap-1 rounded-full bg-maroon-800 px-2.5 py-0.5 text-xs font-semibold text-white">
                          <Star className="h-3 w-3" aria-hidden /> {t('addresses.default')}
                        </span>
                      )}
                      <p className="break-words font-semibold text-ink-900">{street}</p>
                      <p className="break-words text-[15px] text-ink-600">{place}</p>
                    </div>
                  </div>
                  <div className="mt-3 flex gap-2 pl-8">
                    <Button variant="ghost" size="sm" className="min-h-11" onClick={() => open({ mode: 'edit', address: a })} aria-label={t('addresses.editLabel', { street })}>
                      <Pencil className="h-4 w-4" aria-hidden /> {t('edit')}
                    </Button>
                    <button
                      type="button"
                      className="inline-flex min-h-11 items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-danger transition-colors hover:bg-red-50"
                      onClick={() => setToDelete(a)}
                      aria-label={t('addresses.deleteLabel', { street })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden /> {t('delete')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={t('addresses.deleteTitle')}
        description={t('addresses.deleteText')}
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      >
        {toDelete && <p className="mt-3 rounded-[10px] bg-cream-100 px-3 py-2 text-sm text-ink-900">{addressLines(toDelete).join(', ')}</p>}
      </ConfirmDialog>
    </section>
  );
}
