import { AlertTriangle, Loader2, Lock, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatINR } from '@sankalp/shared/money';
import { Button } from '../../../components/ui/Button';
import { LoadingLine } from '../../../components/ui/LoadingLine';
import { Price } from '../../../components/ui/Price';
import { useAddresses } from '../../../lib/addresses';
import { userIdOf, useStoredUser } from '../../../lib/auth';
import {
  PayFlowStop,
  accessKeyFor,
  errorToast,
  prepareFailureOf,
  showPayToast,
  usePayFlow,
} from '../../../lib/payments';
import { createProductOrder, fetchProductOrder, verifyProductOrder } from '../api/product-orders';
import {
  ORDER_FIELDS,
  orderFormWords,
  emptyOrderForm,
  orderDraft,
  orderFormErrors,
  orderRequest,
  requiredFilled,
  type OrderErrors,
  type OrderField,
  type OrderForm as Form,
  type OrderGoods,
} from '../order-form';
import { confirmationPath, prepareProductOrder, preparedOf } from '../order-plan';
import { CustomerFields } from './CustomerFields';
import { addressFieldId, DeliveryAddressFields } from './DeliveryAddressFields';
import { OrderSummary, type SummaryLine } from './OrderSummary';
import { SavedAddressPicker } from './SavedAddressPicker';
import { rich } from '../../../lib/i18n/rich';
import { useStoreT } from '../i18n';

const THEME = '#C2410C';

export type OrderFormProps = {
  goods: OrderGoods;
  lines: SummaryLine[];
  /** The total the devotee sees (rupees); sent so the server can answer 409 total_changed. */
  total: number;
  /** Where the confirmation page lives: the product's name slug, or 'cart'. */
  slug: string;
  /** What stops paying now (e.g. a cart line sold out), or null. */
  blocked?: ReactNode;
  /** Where to go to change what is bought (product page, or the cart). */
  back: { to: string; label: string };
  /** What the payment window says the payment is for. */
  description: string;
  /** After a verified payment, before leaving (the cart empties itself). */
  onPaid?: () => Promise<void> | void;
  /** The server says stock is short: re-read what is shown. */
  onStockChanged?: () => void;
};

/**
 * The one order form of the store (spec part 3 §§ 2, 5), for Buy Now and for the cart: the
 * customer, the delivery address (saved ones when signed in), the Order Summary and 'Place Order &
 * Pay', paying through the shared pay flow. The draft survives a refresh.
 */
export function OrderForm({
  goods,
  lines,
  total,
  slug,
  blocked,
  back,
  description,
  onPaid,
  onStockChanged,
}: OrderFormProps) {
  const { t } = useStoreT();
  const uid = useId();
  const navigate = useNavigate();
  const user = useStoredUser();
  const userId = userIdOf(user);
  const addresses = useAddresses(userId);
  // Saved addresses when signed in and the list answered; typed inline otherwise (guests, or a list that failed).
  const useSaved = !!userId && addresses.isSuccess;
  const draft = useMemo(() => orderDraft(slug === 'cart' ? 'cart' : 'product'), [slug]);

  const [form, setForm] = useState<Form>(() => draft.load()?.form ?? emptyOrderForm(user));
  const [touched, setTouched] = useState<Partial<Record<OrderField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  /** A new total the server named (409 total_changed), to confirm before paying it. */
  const [newTotal, setNewTotal] = useState<number | null>(null);
  const [stockProblem, setStockProblem] = useState<string | null>(null);

  useEffect(() => {
    draft.save({ form });
  }, [draft, form]);

  // The default saved address is chosen for the devotee once the list arrives.
  const saved = addresses.data;
  useEffect(() => {
    if (!saved || saved.length === 0) return;
    setForm((f) =>
      f.addressId && saved.some((a) => a._id === f.addressId)
        ? f
        : { ...f, addressId: (saved.find((a) => a.isDefault) ?? saved[0])!._id },
    );
  }, [saved]);

  // A changed total or stock is forgotten once what is bought changes.
  const goodsKey = JSON.stringify(goods);
  useEffect(() => {
    setNewTotal(null);
    setStockProblem(null);
  }, [goodsKey, total]);

  const payTotal = newTotal ?? total;
  const errors = orderFormErrors(form, useSaved);
  const invalid = Object.keys(errors).length > 0;
  // Live re-validation once a submit was tried (spec § 5); before that a field speaks after leaving it.
  const shown: OrderErrors = Object.fromEntries(
    ORDER_FIELDS.filter((f) => (submitted || touched[f]) && errors[f]).map((f) => [f, errors[f]]),
  );

  const toConfirmation = async (orderId: string) => {
    draft.save({ order: undefined });
    // Leave first: the cart page would otherwise show its empty state for a moment once cleared.
    navigate(confirmationPath(slug, orderId, accessKeyFor('product_order', orderId)), { replace: true });
    try {
      await onPaid?.();
    } catch {
      /* the order is paid; a cart that could not be emptied is emptied by hand */
    }
  };

  const flow = usePayFlow({
    kind: 'product_order',
    prepare: async () => {
      const { order, paid } = await prepareProductOrder({
        draft,
        request: orderRequest(goods, form, useSaved, payTotal),
        create: createProductOrder,
        read: (id) => fetchProductOrder(id),
      });
      if (paid) {
        await toConfirmation(order.id);
        throw new PayFlowStop('already paid');
      }
      return preparedOf(order, accessKeyFor('product_order', order.id) ?? '');
    },
    window: (p) => ({
      name: 'Sankalp',
      description,
      prefill: {
        name: form.customer.full_name.trim(),
        email: form.customer.email_address.trim(),
        contact: form.customer.phone_number.trim(),
      },
      notes: { order_id: p.id },
      theme: { color: THEME },
    }),
    verify: (p, r) => verifyProductOrder(p.id, r),
    status: async (p) => (await fetchProductOrder(p.id)).payment_status,
    onPaid: (p) => void toConfirmation(p.id),
    onPrepareError: (code, err) => {
      const failure = prepareFailureOf(err);
      if (code === 'total_changed' && failure.amountTotal !== null) {
        setNewTotal(failure.amountTotal);
        showPayToast(
          errorToast(t('form.totalChangedTitle'), t('form.totalChangedText', { total: formatINR(failure.amountTotal) })),
        );
        return true;
      }
      if (code === 'out_of_stock') {
        const message = failure.message ?? t('product.soldOut');
        setStockProblem(message);
        showPayToast(errorToast(t('form.orderFailed'), t('form.nothingCharged', { problem: message })));
        onStockChanged?.();
        return true;
      }
      return false;
    },
    messages: {
      successDescription: () => t('form.success'),
      prepareErrorTitle: t('form.orderFailed'),
      prepareErrorFallback: t('form.failedFallback'),
    },
  });

  const busy = flow.phase !== 'idle';
  const stopped = !!blocked || !!stockProblem || !!flow.unverified || !!flow.review;
  const disabled = busy || stopped || !requiredFilled(form, useSaved) || (submitted && invalid);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (invalid) {
      const first = ORDER_FIELDS.find((f) => errors[f]);
      if (first) document.getElementById(fieldId(uid, first))?.focus();
      return;
    }
    if (!stopped) void flow.pay();
  };

  // A render helper, not a component: the same button element for the desktop panel and the phone's bar.
  const placeOrderButton = (className: string) => (
    <Button type="submit" size="lg" className={className} disabled={disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> {t('form.processing')}
        </>
      ) : newTotal !== null && newTotal !== total ? (
        <>
          <Lock className="h-4 w-4" aria-hidden /> {t('form.confirmPay', { amount: formatINR(newTotal, { decimals: false }) })}
        </>
      ) : (
        <>
          <Lock className="h-4 w-4" aria-hidden /> {t('form.placeOrder')}
        </>
      )}
    </Button>
  );

  const blur = (f: OrderField) => setTouched((t) => ({ ...t, [f]: true }));

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_360px] md:gap-8">
      <div className="min-w-0 space-y-6">
        <CustomerFields
          id={(f) => fieldId(uid, f)}
          value={form.customer}
          errors={shown}
          disabled={busy}
          onChange={(customer) => setForm((st) => ({ ...st, customer }))}
          onBlur={blur}
        />

        <section aria-labelledby={`${uid}-addr`} className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
          <h2 id={`${uid}-addr`} className="font-display text-[20px] font-bold">
            {t('form.delivery')}
          </h2>
          <div className="mt-4">
            {userId && addresses.isPending ? (
              <LoadingLine small status={false}>
                {t('form.loadingAddresses')}
              </LoadingLine>
            ) : useSaved ? (
              <SavedAddressPicker
                userId={userId}
                addresses={addresses.data}
                value={form.addressId}
                error={shown.addressId}
                disabled={busy}
                onChange={(addressId) => setForm((s) => ({ ...s, addressId }))}
              />
            ) : (
              <>
                {userId && addresses.isError && (
                  <p className="mb-3 text-sm text-ink-600">
                    {t('form.addressesFailed')}
                  </p>
                )}
                <DeliveryAddressFields
                  idPrefix={uid}
                  value={form.address}
                  errors={shown}
                  disabled={busy}
                  onChange={(address) => setForm((s) => ({ ...s, address }))}
                  onBlur={blur}
                />
              </>
            )}
          </div>
        </section>
      </div>

      <div className="space-y-4 md:sticky md:top-24 md:self-start">
        <OrderSummary
          lines={lines}
          total={payTotal}
          note={
            newTotal !== null && newTotal !== total ? (
              <p role="status" className="mt-2 text-sm text-warning">
                {rich(t('form.pricesChanged', { was: formatINR(total, { decimals: false }) }), {
                  now: <strong>{formatINR(newTotal, { decimals: false })}</strong>,
                })}
              </p>
            ) : null
          }
        />
        {(blocked || stockProblem) && (
          <div
            role="alert"
            className="flex gap-2 rounded-[12px] border border-danger/30 bg-white p-4 text-sm text-danger"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <div>
              <p className="font-semibold">{blocked ?? t('form.nothingCharged', { problem: stockProblem ?? '' })}</p>
              <Link to={back.to} className="mt-1 inline-block font-semibold text-saffron-700 underline">
                {back.label}
              </Link>
            </div>
          </div>
        )}
        {(flow.unverified || flow.review) && (
          <p role="status" className="rounded-[12px] border border-warning/40 bg-white p-4 text-sm text-ink-900">
            {flow.review ?? t('form.beingConfirmed')}{' '}
            {(flow.unverified ?? null) && (
              <Link
                to={confirmationPath(slug, flow.unverified!.id, accessKeyFor('product_order', flow.unverified!.id))}
                className="font-semibold text-saffron-700 underline"
              >
                {t('form.seeOrder')}
              </Link>
            )}
          </p>
        )}
        {submitted && invalid && (
          <p role="alert" className="text-center text-sm font-semibold text-danger" data-testid="form-invalid">
            {orderFormWords.invalid}
          </p>
        )}
        <div className="hidden md:block">{placeOrderButton('w-full')}</div>
        <p className="text-center text-sm text-ink-600">{orderFormWords.paymentNote}</p>
        <p className="flex items-center justify-center gap-2 text-xs text-ink-600">
          <ShieldCheck className="h-4 w-4 text-success" aria-hidden /> {t('form.secure')}
        </p>
      </div>

      {/* The phone's pay bar at the thumb, stuck to the bottom for the whole form (DESIGN.md). */}
      <div className="pb-safe sticky bottom-0 z-30 -mx-4 flex items-center gap-3 border-t border-cream-200 bg-white/95 px-4 pt-3 shadow-[0_-6px_20px_-8px_rgb(127_29_29/0.25)] backdrop-blur md:hidden">
        <div className="min-w-0 pb-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">{t('form.total')}</p>
          <Price
            value={payTotal}
            decimals={false}
            className="block text-[20px] font-bold leading-tight text-maroon-800"
          />
        </div>
        {placeOrderButton('mb-1 min-w-0 flex-1')}
      </div>
    </form>
  );
}

/** The id of a field's control (to focus the first error). */
function fieldId(uid: string, f: OrderField): string {
  if (f === 'full_name' || f === 'phone_number' || f === 'email_address') return `${uid}-${f}`;
  if (f === 'addressId') return `${uid}-addressId`;
  return addressFieldId(uid, f);
}
