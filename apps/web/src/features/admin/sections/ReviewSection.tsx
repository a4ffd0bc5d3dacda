import type { ReviewItem } from '@sankalp/shared/api/admin-refunds';
import { Check, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api/client';
import { useResolvePayment, useReviewQueue } from '../api/review';
import { ConsoleDialog } from '../components/ConsoleDialog';
import { Labeled, TextArea } from '../components/Fields';
import { cell, Empty, LoadFailure, LoadingRows, SectionHeader, Table } from '../components/Section';
import { useConsoleT } from '../i18n';
import { inr, when } from '../lib/format';
import { useSchemaResolver } from '../lib/mapped-resolver';
import { noteFormSchema, type NoteForm } from '../lib/note-form';

const asIs = (v: NoteForm) => v;

type Action = 'accept' | 'dismiss';

/** /admin/payments: orders flagged for review, accepted or dismissed with a note (contract B). */
export default function ReviewSection() {
  const { t, language } = useConsoleT();
  const q = useReviewQueue();
  const [acting, setActing] = useState<{ item: ReviewItem; action: Action } | null>(null);
  return (
    <>
      <SectionHeader title={t('sections.payments')} subtitle={`${t('review.acceptHelp')} ${t('review.dismissHelp')}`} />
      {q.isPending ? (
        <LoadingRows />
      ) : q.isError ? (
        <LoadFailure error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.items.length === 0 ? (
        <Empty message={t('review.empty')} />
      ) : (
        <Table
          label={t('sections.payments')}
          head={[
            t('review.order'),
            t('common.date'),
            t('common.amount'),
            t('review.paidAmount'),
            t('review.why'),
            t('common.actions'),
          ]}
        >
          {q.data.items.map((r) => (
            <tr key={r.orderId}>
              <td className={cell}>
                <Link
                  to={`/admin/bookings/${r.kind}/${r.refId}`}
                  className="font-mono font-semibold text-saffron-700 underline-offset-4 hover:underline"
                >
                  {r.reference ?? r.orderId.slice(0, 8)}
                </Link>
                <p className="text-xs text-ink-600">{t(`kinds.${r.kind}`)}</p>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{when(r.createdAt, language)}</td>
              <td className={`${cell} tabular-nums`}>{inr(r.amount)}</td>
              <td className={`${cell} tabular-nums`}>{inr(r.paidAmount)}</td>
              <td className={cell}>{r.reason}</td>
              <td className={cell}>
                <div className="flex gap-2">
                  <Button size="sm" className="min-h-11" onClick={() => setActing({ item: r, action: 'accept' })}>
                    <Check className="h-4 w-4" aria-hidden /> {t('review.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="min-h-11"
                    onClick={() => setActing({ item: r, action: 'dismiss' })}
                  >
                    <X className="h-4 w-4" aria-hidden /> {t('review.dismiss')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {acting && (
        <ResolveDialog key={`${acting.item.orderId}-${acting.action}`} {...acting} onClose={() => setActing(null)} />
      )}
    </>
  );
}

function ResolveDialog({ item, action, onClose }: { item: ReviewItem; action: Action; onClose: () => void }) {
  const { t } = useConsoleT();
  const resolve = useResolvePayment();
  const schema = useMemo(() => noteFormSchema(t('review.noteRequired')), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NoteForm>({ resolver: useSchemaResolver(schema, asIs), defaultValues: { note: '' } });
  const submit = ({ note }: NoteForm) =>
    resolve.mutate(
      { orderId: item.orderId, action, note },
      {
        onSuccess: () => {
          toast.success(t(action === 'accept' ? 'review.accepted' : 'review.dismissed'));
          onClose();
        },
        onError: (e) => toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) }),
      },
    );
  return (
    <ConsoleDialog
      open
      onOpenChange={(o) => !o && onClose()}
      busy={resolve.isPending}
      title={`${t(action === 'accept' ? 'review.accept' : 'review.dismiss')} · ${item.reference ?? item.orderId.slice(0, 8)}`}
      description={t(action === 'accept' ? 'review.acceptHelp' : 'review.dismissHelp')}
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <p className="mb-3 rounded-[10px] bg-cream-100 p-3 text-sm">{item.reason}</p>
        <Labeled id="resolve-note" label={t('review.noteLabel')} error={errors.note?.message}>
          <TextArea id="resolve-note" invalid={Boolean(errors.note)} {...register('note')} />
        </Labeled>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={resolve.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={action === 'accept' ? 'primary' : 'maroon'}
            disabled={resolve.isPending}
            aria-busy={resolve.isPending}
          >
            {t(action === 'accept' ? 'review.accept' : 'review.dismiss')}
          </Button>
        </div>
      </form>
    </ConsoleDialog>
  );
}
