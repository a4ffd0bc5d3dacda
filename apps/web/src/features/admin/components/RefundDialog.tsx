import { zodResolver } from '@hookform/resolvers/zod';
import type { RefundSuggestion } from '@sankalp/shared/api/admin-refunds';
import type { PayableKind } from '@sankalp/shared/api/payments';
import { Loader2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { codeOf, messageOf } from '../api/client';
import { useCreateRefund, useRefundSuggestion } from '../api/refunds';
import { useConsoleT } from '../i18n';
import { inr } from '../lib/format';
import {
  refundDefault,
  refundFormSchema,
  refundMax,
  type RefundFormInput,
  type RefundFormOutput,
} from '../lib/refund-form';
import { ConsoleDialog } from './ConsoleDialog';
import { Labeled, TextInput } from './Fields';
import { LoadFailure, LoadingRows } from './Section';

type Props = {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  kind: PayableKind;
  id: string;
  reference: string;
  /** An amount to prefill instead of the policy's (a consultation's no-show: all that was paid). */
  prefill?: number;
};

/**
 * Refund (contract B): the policy's suggestion prefilled, any amount up to what is refundable and
 * the person's own limit; the server decides again and answers by code.
 */
export function RefundDialog({ open, onOpenChange, kind, id, reference, prefill }: Props) {
  const { t } = useConsoleT();
  const suggestion = useRefundSuggestion(kind, id, open);
  const create = useCreateRefund();
  return (
    <ConsoleDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('refund.title', { reference })}
      busy={create.isPending}
    >
      {suggestion.isPending ? (
        <LoadingRows rows={3} />
      ) : suggestion.isError ? (
        <LoadFailure error={suggestion.error} onRetry={() => void suggestion.refetch()} />
      ) : (
        <RefundForm
          s={suggestion.data}
          prefill={prefill}
          busy={create.isPending}
          onSubmit={(amount, setError) =>
            create.mutate(
              { kind, id, amount },
              {
                onSuccess: (d) => {
                  toast.success(t('refund.done', { amount: inr(d.refund.amount) }));
                  onOpenChange(false);
                },
                onError: (e) => {
                  const code = codeOf(e);
                  if (code === 'refund_limit' || code === 'refund_exceeds_paid' || code === 'validation_failed')
                    setError(messageOf(e, t('common.failed')));
                  else toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) });
                  // What may be refunded has changed (another refund, a webhook): ask again.
                  if (code === 'refund_exceeds_paid' || code === 'not_paid') void suggestion.refetch();
                },
              },
            )
          }
        />
      )}
    </ConsoleDialog>
  );
}

export function RefundForm({
  s,
  prefill,
  busy,
  onSubmit,
}: {
  s: RefundSuggestion;
  prefill?: number;
  busy: boolean;
  onSubmit: (amount: number, setError: (m: string) => void) => void;
}) {
  const { t } = useConsoleT();
  const schema = useMemo(() => refundFormSchema(s, t), [s, t]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: String(prefill === undefined ? refundDefault(s) : Math.max(0, Math.min(prefill, refundMax(s)))),
    },
  });
  const typed = Number(watch('amount'));
  if (refundMax(s) <= 0) return <p className="text-ink-600">{t('refund.nothing')}</p>;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ amount }) => onSubmit(amount, (m) => setError('amount', { message: m })))}
    >
      <dl className="grid grid-cols-3 gap-3 rounded-[10px] bg-cream-100 p-3 text-sm">
        <div>
          <dt className="text-ink-600">{t('refund.paid')}</dt>
          <dd className="font-semibold tabular-nums">{inr(s.paid)}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('refund.alreadyRefunded')}</dt>
          <dd className="font-semibold tabular-nums">{inr(s.refunded)}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('refund.refundable')}</dt>
          <dd className="font-semibold tabular-nums">{inr(s.refundable)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-ink-900">
        {t('refund.suggested', { amount: inr(s.suggested), percent: s.tier.percent, reason: s.tier.reason })}
      </p>
      {s.limit !== null && <p className="mt-1 text-sm text-ink-600">{t('refund.limit', { amount: inr(s.limit) })}</p>}
      <Labeled id="refund-amount" label={t('refund.amount')} error={errors.amount?.message} className="mt-4">
        <TextInput
          id="refund-amount"
          inputMode="decimal"
          autoComplete="off"
          invalid={Boolean(errors.amount)}
          {...register('amount')}
        />
      </Labeled>
      <div className="mt-5 flex justify-end">
        <Button type="submit" variant="maroon" disabled={busy} aria-busy={busy}>
          {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {t('refund.submit', { amount: Number.isFinite(typed) && typed > 0 ? inr(typed) : '' })}
        </Button>
      </div>
    </form>
  );
}
