import type { BoardItem } from '@sankalp/shared/api/admin-fulfilment';
import type { PayableKind } from '@sankalp/shared/api/payments';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { toast } from '../../../../lib/toast';
import { useFulfilmentAction } from '../../api/fulfilment';
import { useConsoleT } from '../../i18n';
import { inr } from '../../lib/format';
import { RefundDialog } from '../RefundDialog';
import { BoardList, DueLine, PromiseBadge, useActionError } from './BoardBits';

function Row({ item, children }: { item: BoardItem; children: React.ReactNode }) {
  return (
    <li
      className={`flex flex-wrap items-center gap-3 rounded-[12px] bg-white p-4 shadow-raised ${item.status === 'overdue' ? 'border-l-4 border-danger' : ''}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-900">
          <Link to={`/admin/bookings/${item.kind}/${item.refId}`} className="hover:text-saffron-700">
            {item.reference}
          </Link>{' '}
          · {item.name}
        </p>
        <p className="text-sm text-ink-600">{item.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <PromiseBadge status={item.status} />
          <DueLine item={item} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </li>
  );
}

/** Consultations: completed or no-show; a no-show offers the refund dialog with all that was paid. */
export function ConsultationRows({ status }: { status: string }) {
  const { t } = useConsoleT();
  const action = useFulfilmentAction();
  const onError = useActionError();
  const [refund, setRefund] = useState<{ item: BoardItem; amount: number } | null>(null);
  const outcome = (item: BoardItem, o: 'completed' | 'no_show') =>
    action.mutate(
      { path: 'consultation', body: { promiseId: item.id, outcome: o } },
      {
        onSuccess: (r) => {
          if (r.suggestRefund) {
            toast.info(t('fulfilment.consultation.refundOffer', { amount: inr(r.suggestRefund.amount) }));
            setRefund({ item, amount: r.suggestRefund.amount });
          } else toast.success(t('fulfilment.consultation.completed'));
        },
        onError,
      },
    );
  return (
    <>
      <BoardList
        filters={{ type: 'consultation', status: status || undefined }}
        render={(items) => (
          <ul className="space-y-3">
            {items.map((i) => (
              <Row key={i.id} item={i}>
                {i.keptAt ? (
                  <span className="text-sm font-semibold text-maroon-800">
                    {t('fulfilment.consultation.outcome', {
                      outcome:
                        i.evidence.outcome === 'no_show'
                          ? t('fulfilment.consultation.noShow')
                          : t('fulfilment.consultation.completed'),
                    })}
                  </span>
                ) : (
                  <>
                    <Button size="sm" disabled={action.isPending} onClick={() => outcome(i, 'completed')}>
                      {t('fulfilment.consultation.completed')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={action.isPending}
                      onClick={() => outcome(i, 'no_show')}
                    >
                      {t('fulfilment.consultation.noShow')}
                    </Button>
                  </>
                )}
              </Row>
            ))}
          </ul>
        )}
      />
      {refund && (
        <RefundDialog
          open
          onOpenChange={(o) => !o && setRefund(null)}
          kind={refund.item.kind as PayableKind}
          id={refund.item.refId}
          reference={refund.item.reference}
          prefill={refund.amount}
        />
      )}
    </>
  );
}

/** 80G certificates: issue (the donation's receipt PDF, which the donor opens from their booking). */
export function CertificateRows({ status }: { status: string }) {
  const { t } = useConsoleT();
  const action = useFulfilmentAction();
  const onError = useActionError();
  return (
    <BoardList
      filters={{ type: 'certificate_80g', status: status || undefined }}
      render={(items) => (
        <ul className="space-y-3">
          {items.map((i) => (
            <Row key={i.id} item={i}>
              {i.keptAt ? (
                // The PDF opens for the donor (their session or e-mailed key); the console records that it is issued.
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
                  <FileText className="h-4 w-4" aria-hidden />
                  {t('fulfilment.certificate.issued')}
                </span>
              ) : (
                <Button
                  size="sm"
                  disabled={action.isPending}
                  onClick={() =>
                    action.mutate(
                      { path: 'certificate', body: { promiseIds: [i.id] } },
                      { onSuccess: () => toast.success(t('fulfilment.certificate.issued')), onError },
                    )
                  }
                >
                  {t('fulfilment.certificate.issue')}
                </Button>
              )}
            </Row>
          ))}
        </ul>
      )}
    />
  );
}
