import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Lock, Minus, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import type { PrasadOrderCreated } from '@sankalp/shared/api/prasad';
import { PROMISE_FIGURES } from '@sankalp/shared/promises';
import { PRASAD_QUANTITY_MAX } from '@sankalp/shared/schemas/prasad';
import { INDIAN_STATES } from '@sankalp/shared/states';
import { stateName } from '../../../components/places/place-names';
import { Button } from '../../../components/ui/Button';
import { LoadingLine } from '../../../components/ui/LoadingLine';
import { FormField, inputClass } from '../../../components/ui/FormField';
import { Price } from '../../../components/ui/Price';
import { useAddresses } from '../../../lib/addresses';
import { userIdOf, useStoredUser } from '../../../lib/auth';
import { errorToast, prepareFailureOf, showPayToast, usePayFlow } from '../../../lib/payments';
import { createPrasadOrder, fetchPrasadOrder, verifyPrasadOrder } from '../api/prasad';
import { usePrasadT } from '../i18n';
import { rememberGuestOrder } from '../lib/guest-orders';
import { emptyForm, formErrors, orderRequest, type PrasadForm } from '../lib/order-form';
import type { PrasadOffering } from '../types';

const THEME = '#C2410C';

/**
 * Ordering one offering (spec part 3, prasad page): quantity, the devotee's details and a delivery
 * address (a saved one when signed in, or typed), paid through the shared pay flow. The amount is
 * the server's (price × quantity). On payment: 'Prasad Ordered Successfully' naming the item and
 * temple, and `onPlaced` with the order's id.
 */
export function OrderDialog({
  offering,
  onClose,
  onPlaced,
}: {
  offering: PrasadOffering | null;
  onClose: () => void;
  onPlaced: (orderId: string) => void;
}) {
  return (
    <Dialog.Root open={!!offering} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-[16px] bg-cream-50 p-5 shadow-2xl focus:outline-none md:bottom-auto md:left-1/2 md:top-1/2 md:w-[min(640px,calc(100%-2rem))] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-[16px] md:p-6"
        >
          {offering && <OrderForm offering={offering} onClose={onClose} onPlaced={onPlaced} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OrderForm({
  offering,
  onClose,
  onPlaced,
}: {
  offering: PrasadOffering;
  onClose: () => void;
  onPlaced: (orderId: string) => void;
}) {
  const { t } = usePrasadT();
  const uid = useId();
  const qc = useQueryClient();
  const user = useStoredUser();
  const userId = userIdOf(user);
  const addresses = useAddresses(userId);
  const saved = userId && addresses.isSuccess ? addresses.data : [];
  const [form, setForm] = useState<PrasadForm>(() => emptyForm(user));
  const [submitted, setSubmitted] = useState(false);
  const created = useRef<PrasadOrderCreated | null>(null);

  // The default saved address is chosen once the list arrives.
  useEffect(() => {
    if (saved.length === 0) return;
    setForm((f) => (f.addressId ? f : { ...f, addressId: (saved.find((a) => a.isDefault) ?? saved[0])!._id }));
  }, [saved.length]);

  const errors = formErrors(offering.id, form);
  const invalid = Object.keys(errors).length > 0;
  const shown = submitted ? errors : {};

  const flow = usePayFlow({
    kind: 'prasad_order',
    prepare: async () => {
      const c = await createPrasadOrder(orderRequest(offering.id, form));
      created.current = c;
      rememberGuestOrder(c.order._id);
      return {
        kind: 'prasad_order',
        id: c.order._id,
        accessKey: c.accessKey,
        order: c.razorpayOrder,
        amount: c.amount,
        keyId: c.keyId,
      };
    },
    window: (p) => ({
      name: 'Sankalp',
      description: `${offering.title}, ${offering.temple}`,
      prefill: {
        name: form.customer.full_name.trim(),
        email: form.customer.email_address.trim(),
        contact: form.customer.phone_number.trim(),
      },
      notes: { order_id: p.id },
      theme: { color: THEME },
    }),
    verify: (p, r) => verifyPrasadOrder(p.id, r),
    status: async (p) => (await fetchPrasadOrder(p.id)).payment_status,
    onPaid: (p) => {
      void qc.invalidateQueries({ queryKey: ['prasad'] });
      onPlaced(p.id);
    },
    onPrepareError: (code, err) => {
      if (code !== 'out_of_stock') return false;
      showPayToast(errorToast(t('order.failed'), prepareFailureOf(err).message ?? t('order.soldOut')));
      void qc.invalidateQueries({ queryKey: ['prasad', 'offerings'] });
      return true;
    },
    messages: {
      successTitle: t('order.successTitle'),
      successDescription: () =>
        t('order.successText', {
          items: offering.items.join(', ') || offering.title,
          temple: offering.temple,
          tracking: created.current?.order.trackingId ?? '',
        }),
      prepareErrorTitle: t('order.failed'),
      prepareErrorFallback: t('order.failedFallback'),
    },
  });
  const busy = flow.phase !== 'idle';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!invalid) void flow.pay();
  };

  const setCustomer = (k: keyof PrasadForm['customer'], v: string) =>
    setForm((f) => ({ ...f, customer: { ...f.customer, [k]: v } }));
  const setAddress = (k: keyof PrasadForm['address'], v: string) =>
    setForm((f) => ({ ...f, address: { ...f.address, [k]: v } }));
  const field = (
    path: string,
    label: string,
    control: ReactElement<{ id?: string }>,
    opts: { required?: boolean; className?: string } = {},
  ) => (
    <FormField
      id={`${uid}-${path}`}
      label={label}
      required={opts.required ?? true}
      error={shown[path]}
      className={opts.className}
    >
      {control}
    </FormField>
  );
  const text = (path: string, value: string, onChange: (v: string) => void, extra: Record<string, unknown> = {}) => (
    <input
      id={`${uid}-${path}`}
      value={value}
      disabled={busy}
      onChange={(e) => onChange(e.target.value)}
      className={inputClass(!!shown[path])}
      {...extra}
    />
  );
  const total = offering.price * form.quantity;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="flex items-start gap-4">
        <img src={offering.image} alt="" className="h-16 w-16 shrink-0 rounded-[10px] object-cover" />
        <div className="min-w-0 flex-1">
          <Dialog.Title className="font-display text-xl font-bold text-maroon-800">{offering.title}</Dialog.Title>
          <p className="text-sm text-ink-600">{offering.temple}</p>
        </div>
        <Dialog.Close asChild>
          <button
            type="button"
            className="rounded-full p-2 text-ink-600 hover:bg-cream-100"
            aria-label={t('order.cancel')}
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        </Dialog.Close>
      </div>

      <div className="flex items-center justify-between gap-4 rounded-[12px] bg-white p-4 shadow-raised">
        <span className="font-semibold text-ink-900" id={`${uid}-qty`}>
          {t('order.quantity')}
        </span>
        <div className="flex items-center gap-2" role="group" aria-labelledby={`${uid}-qty`}>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={t('order.less')}
            disabled={busy || form.quantity <= 1}
            onClick={() => setForm((f) => ({ ...f, quantity: Math.max(1, f.quantity - 1) }))}
          >
            <Minus className="h-4 w-4" aria-hidden />
          </Button>
          <output className="w-8 text-center text-lg font-bold" aria-live="polite">
            {form.quantity}
          </output>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={t('order.more')}
            disabled={busy || form.quantity >= PRASAD_QUANTITY_MAX}
            onClick={() => setForm((f) => ({ ...f, quantity: Math.min(PRASAD_QUANTITY_MAX, f.quantity + 1) }))}
          >
            <Plus className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>

      <fieldset className="grid gap-4 rounded-[12px] bg-white p-4 shadow-raised md:grid-cols-2">
        <legend className="sr-only">{t('order.you')}</legend>
        {field(
          'customer.full_name',
          t('order.fullName'),
          text('customer.full_name', form.customer.full_name, (v) => setCustomer('full_name', v), {
            autoComplete: 'name',
            maxLength: 25,
          }),
          { className: 'md:col-span-2' },
        )}
        {field(
          'customer.phone_number',
          t('order.phone'),
          text('customer.phone_number', form.customer.phone_number, (v) => setCustomer('phone_number', v), {
            autoComplete: 'tel',
            inputMode: 'tel',
          }),
        )}
        {field(
          'customer.email_address',
          t('order.email'),
          text('customer.email_address', form.customer.email_address, (v) => setCustomer('email_address', v), {
            autoComplete: 'email',
            type: 'email',
          }),
        )}
      </fieldset>

      <fieldset className="rounded-[12px] bg-white p-4 shadow-raised">
        <legend className="float-left mb-3 font-semibold text-ink-900">{t('order.address')}</legend>
        <div className="clear-both space-y-3">
          {userId && addresses.isPending && (
            <LoadingLine small status={false}>
              {t('order.loadingAddresses')}
            </LoadingLine>
          )}
          {saved.length > 0 && (
            <div role="radiogroup" aria-label={t('order.saved')} className="space-y-2">
              {saved.map((a) => (
                <label
                  key={a._id}
                  className="flex cursor-pointer items-start gap-3 rounded-[10px] border border-cream-200 p-3 has-[:checked]:border-saffron-500"
                >
                  <input
                    type="radio"
                    name={`${uid}-address`}
                    checked={form.addressId === a._id}
                    disabled={busy}
                    onChange={() => setForm((f) => ({ ...f, addressId: a._id }))}
                    className="mt-1"
                  />
                  <span className="text-sm text-ink-900">
                    {[a.addressLine1, a.addressLine2, a.city, a.state, a.pincode, a.country].filter(Boolean).join(', ')}
                  </span>
                </label>
              ))}
              <label className="flex cursor-pointer items-center gap-3 rounded-[10px] border border-cream-200 p-3 has-[:checked]:border-saffron-500">
                <input
                  type="radio"
                  name={`${uid}-address`}
                  checked={form.addressId === ''}
                  disabled={busy}
                  onChange={() => setForm((f) => ({ ...f, addressId: '' }))}
                />
                <span className="text-sm font-semibold text-ink-900">{t('order.typeNew')}</span>
              </label>
            </div>
          )}
          {form.addressId === '' && (
            <div className="grid gap-4 md:grid-cols-2">
              {field(
                'address_for_delivery.addressLine1',
                t('order.line1'),
                text(
                  'address_for_delivery.addressLine1',
                  form.address.addressLine1,
                  (v) => setAddress('addressLine1', v),
                  { autoComplete: 'address-line1', maxLength: 100 },
                ),
                { className: 'md:col-span-2' },
              )}
              {field(
                'address_for_delivery.addressLine2',
                t('order.line2'),
                text(
                  'address_for_delivery.addressLine2',
                  form.address.addressLine2,
                  (v) => setAddress('addressLine2', v),
                  { autoComplete: 'address-line2', maxLength: 100 },
                ),
                { required: false, className: 'md:col-span-2' },
              )}
              {field(
                'address_for_delivery.city',
                t('order.city'),
                text('address_for_delivery.city', form.address.city, (v) => setAddress('city', v), {
                  autoComplete: 'address-level2',
                  maxLength: 50,
                }),
              )}
              {field(
                'address_for_delivery.pincode',
                t('order.pincode'),
                text(
                  'address_for_delivery.pincode',
                  form.address.pincode,
                  (v) => setAddress('pincode', v.replace(/\D/g, '')),
                  { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 },
                ),
              )}
              {field(
                'address_for_delivery.state',
                t('order.state'),
                <select
                  id={`${uid}-address_for_delivery.state`}
                  value={form.address.state}
                  disabled={busy}
                  onChange={(e) => setAddress('state', e.target.value)}
                  className={inputClass(!!shown['address_for_delivery.state'])}
                >
                  <option value="">{t('order.chooseState')}</option>
                  {INDIAN_STATES.map((s) => (
                    <option key={s} value={s}>
                      {stateName(s)}
                    </option>
                  ))}
                </select>,
              )}
              {field(
                'address_for_delivery.country',
                t('order.country'),
                text('address_for_delivery.country', form.address.country, (v) => setAddress('country', v), {
                  autoComplete: 'country-name',
                  maxLength: 50,
                }),
                { required: false },
              )}
            </div>
          )}
          {shown.address_for_delivery && (
            <p className="text-sm font-semibold text-danger">{shown.address_for_delivery}</p>
          )}
        </div>
      </fieldset>

      <div className="sticky bottom-0 -mx-5 space-y-2 border-t border-cream-200 bg-cream-50/95 px-5 pb-1 pt-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0">
        {submitted && invalid && (
          <p role="alert" className="text-center text-sm font-semibold text-danger">
            {t('order.invalid')}
          </p>
        )}
        <div className="flex items-center gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">{t('order.total')}</p>
            <Price value={total} decimals={false} className="block text-xl font-bold text-maroon-800" />
          </div>
          <Button
            type="submit"
            size="lg"
            className="min-w-0 flex-1"
            disabled={busy || !!flow.unverified}
            aria-busy={busy || undefined}
          >
            {busy ? (
              <>
                <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> {t('order.processing')}
              </>
            ) : (
              <>
                <Lock className="h-4 w-4" aria-hidden /> {t('order.pay')}
              </>
            )}
          </Button>
        </div>
        <p className="text-center text-xs text-ink-600">
          {t('order.note', { days: PROMISE_FIGURES.prasadDeliveryDays })}
        </p>
        {(flow.unverified || flow.review) && (
          <p role="status" className="rounded-[10px] border border-warning/40 bg-white p-3 text-sm text-ink-900">
            {flow.review ?? t('order.beingConfirmed')}
          </p>
        )}
        <button type="button" onClick={onClose} className="sr-only">
          {t('order.cancel')}
        </button>
      </div>
    </form>
  );
}
