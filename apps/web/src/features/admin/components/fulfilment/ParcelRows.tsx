import { PARCEL_STEPS, type BoardItem, type ParcelStep } from '@sankalp/shared/api/admin-fulfilment';
import { Loader2, MapPin, Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { toast } from '../../../../lib/toast';
import { codeOf, messageOf } from '../../api/client';
import { useFulfilmentAction } from '../../api/fulfilment';
import { useConsoleT } from '../../i18n';
import { ConsoleDialog } from '../ConsoleDialog';
import { Labeled, TextInput } from '../Fields';
import { BoardList, DueLine, PromiseBadge, useActionError } from './BoardBits';

type Parcel = { key: string; rows: BoardItem[]; first: BoardItem };

/** One parcel per paid record, from its aashirwad_box / dispatch / delivery rows (overdue first, as read). */
function parcelsOf(items: BoardItem[], only?: (i: BoardItem) => boolean): Parcel[] {
  const out = new Map<string, Parcel>();
  for (const i of items.filter((x) => !only || only(x))) {
    const key = `${i.kind}:${i.refId}`;
    const p = out.get(key) ?? { key, rows: [], first: i };
    p.rows.push(i);
    out.set(key, p);
  }
  return [...out.values()];
}

/** How far a parcel has gone: the last step its evidence records (-1 none). */
export function stageOf(rows: BoardItem[]): number {
  const has = (k: 'packedAt' | 'shippedAt' | 'outForDeliveryAt' | 'deliveredAt') => rows.some((r) => r.evidence[k]);
  if (has('deliveredAt') || rows.some((r) => r.type !== 'dispatch' && r.keptAt)) return 3;
  if (has('outForDeliveryAt')) return 2;
  if (has('shippedAt')) return 1;
  return has('packedAt') ? 0 : -1;
}

/** Prasad and parcels (every kind but store orders), or the store's orders (`store`). */
export function ParcelRows({ status, store }: { status: string; store: boolean }) {
  return (
    <BoardList
      filters={{
        type: 'aashirwad_box,dispatch,delivery',
        status: status || undefined,
        kind: store ? 'product_order' : undefined,
        limit: 100,
      }}
      render={(items) => (
        <ul className="space-y-3">
          {parcelsOf(items, store ? undefined : (i) => i.kind !== 'product_order').map((p) => (
            <li key={p.key}>
              <ParcelCard p={p} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

function ParcelCard({ p }: { p: Parcel }) {
  const { t } = useConsoleT();
  const action = useFulfilmentAction();
  const onError = useActionError();
  const [shipping, setShipping] = useState(false);
  const stage = stageOf(p.rows);
  const worst = p.rows.find((r) => r.status === 'overdue') ?? p.rows.find((r) => r.status === 'open') ?? p.first;
  const shipped = p.rows.find((r) => r.evidence.trackingNumber)?.evidence;
  const a = p.first.address;
  const step = (s: ParcelStep) =>
    action.mutate(
      { path: 'parcel', body: { promiseIds: p.rows.map((r) => r.id), step: s } },
      { onSuccess: () => toast.success(t('fulfilment.parcel.done', { step: t(`fulfilment.parcel.${s}`) })), onError },
    );
  const at = (s: ParcelStep) => PARCEL_STEPS.indexOf(s);
  return (
    <div
      className={`rounded-[12px] bg-white p-4 shadow-raised ${worst.status === 'overdue' ? 'border-l-4 border-danger' : ''}`}
    >
      {/* On a phone the promises and due date go below the address, not beside it. */}
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-64 flex-1">
          <p className="font-semibold text-ink-900">
            <Link to={`/admin/bookings/${p.first.kind}/${p.first.refId}`} className="hover:text-saffron-700">
              {p.first.reference}
            </Link>{' '}
            · {p.first.name}
          </p>
          <p className="text-sm text-ink-600">{p.first.title}</p>
          <p className="mt-1 flex items-start gap-1 text-sm text-ink-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {a
              ? [a.addressLine1, a.addressLine2, a.city, `${a.state} ${a.pincode}`, a.country]
                  .filter(Boolean)
                  .join(', ')
              : t('fulfilment.parcel.noAddress')}
          </p>
          {shipped?.trackingNumber && (
            <p className="mt-1 flex items-center gap-1 text-sm text-ink-900">
              <Truck className="h-4 w-4" aria-hidden />
              {t('fulfilment.parcel.shippedVia', { courier: shipped.courier ?? '', tracking: shipped.trackingNumber })}
            </p>
          )}
        </div>
        <div className="text-sm sm:text-right">
          <p className="mb-1 flex flex-wrap gap-1 sm:justify-end">
            {p.rows.map((r) => (
              <span key={r.id} className="inline-flex items-center gap-1">
                <span className="text-xs font-semibold">{t(`fulfilment.types.${r.type}`)}</span>
                <PromiseBadge status={r.status} />
              </span>
            ))}
          </p>
          <DueLine item={worst} />
          {stage >= 0 && (
            <p className="text-xs font-semibold text-maroon-800">{t(`fulfilment.parcel.${PARCEL_STEPS[stage]!}`)}</p>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={stage >= at('packed') || action.isPending}
          onClick={() => step('packed')}
        >
          {t('fulfilment.parcel.markPacked')}
        </Button>
        <Button size="sm" disabled={stage >= at('shipped') || action.isPending} onClick={() => setShipping(true)}>
          {t('fulfilment.parcel.markShipped')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={stage >= at('out_for_delivery') || action.isPending}
          onClick={() => step('out_for_delivery')}
        >
          {t('fulfilment.parcel.markOut')}
        </Button>
        <Button
          size="sm"
          variant="maroon"
          disabled={stage >= at('delivered') || action.isPending}
          onClick={() => step('delivered')}
        >
          {t('fulfilment.parcel.markDelivered')}
        </Button>
      </div>
      {shipping && (
        <ShipDialog ids={p.rows.map((r) => r.id)} reference={p.first.reference} onClose={() => setShipping(false)} />
      )}
    </div>
  );
}

/** Shipped: courier and tracking number (the server's field messages shown under each field). */
function ShipDialog({ ids, reference, onClose }: { ids: string[]; reference: string; onClose: () => void }) {
  const { t } = useConsoleT();
  const action = useFulfilmentAction();
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.mutate(
      { path: 'parcel', body: { promiseIds: ids, step: 'shipped', courier, trackingNumber: tracking } },
      {
        onSuccess: () => {
          toast.success(t('fulfilment.parcel.done', { step: t('fulfilment.parcel.shipped') }));
          onClose();
        },
        onError: (err) => {
          const fields = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
          if (fields && Object.keys(fields).length > 0) setErrors(fields);
          else if (codeOf(err) === 'already_kept') {
            toast.info(t('fulfilment.alreadyDone'));
            onClose();
          } else setErrors({ form: messageOf(err, t('common.failed')) });
        },
      },
    );
  };
  return (
    <ConsoleDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('fulfilment.parcel.shipTitle', { reference })}
      busy={action.isPending}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Labeled id="ship-courier" label={t('fulfilment.parcel.courier')} error={errors.courier}>
          <TextInput
            id="ship-courier"
            value={courier}
            invalid={Boolean(errors.courier)}
            onChange={(e) => setCourier(e.target.value)}
            autoComplete="off"
          />
        </Labeled>
        <Labeled id="ship-tracking" label={t('fulfilment.parcel.tracking')} error={errors.trackingNumber}>
          <TextInput
            id="ship-tracking"
            value={tracking}
            invalid={Boolean(errors.trackingNumber)}
            onChange={(e) => setTracking(e.target.value)}
            autoComplete="off"
          />
        </Labeled>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" variant="maroon" disabled={action.isPending} aria-busy={action.isPending}>
            {action.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {t('fulfilment.parcel.ship')}
          </Button>
        </div>
      </form>
    </ConsoleDialog>
  );
}
