import * as Dialog from '@radix-ui/react-dialog';
import { CreditCard, FlaskConical, Landmark, Loader2, Lock, Smartphone, Wallet, X, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatINR, toRupees } from '@sankalp/shared/money';
import { ApiError } from '../../lib/api';
import type { CheckoutFailure, CheckoutOptions, CheckoutSuccessResponse } from '../../lib/payments/types';
import { readableTextOn } from './contrast';
import { sandboxPay, type SandboxMethod } from './sandbox-api';
import { usePaymentsT, type PaymentsKey } from './i18n/index';

const METHODS: { value: SandboxMethod; label: PaymentsKey; icon: LucideIcon }[] = [
  { value: 'upi', label: 'sandbox.upi', icon: Smartphone },
  { value: 'card', label: 'sandbox.card', icon: CreditCard },
  { value: 'netbanking', label: 'sandbox.netbanking', icon: Landmark },
  { value: 'wallet', label: 'sandbox.wallet', icon: Wallet },
];

export const DEFAULT_SANDBOX_FAILURE = 'Payment declined by the bank (sandbox test)';
const DEFAULT_THEME = '#C2410C';

type Props = {
  options: CheckoutOptions;
  onSuccess: (response: CheckoutSuccessResponse) => void;
  onFailed: (error: CheckoutFailure) => void;
  onDismiss: () => void;
  /** After the sheet has closed, whatever the outcome. */
  onClosed: () => void;
};

/**
 * The sandbox payment sheet: what Razorpay Checkout would show (who is paid, for what, how much,
 * prefilled contact, order notes), clearly marked as a sandbox. Pay and Fail go through the
 * server's sandbox so the booking, the signature check and the webhooks run exactly as with
 * real money; Close is the devotee closing the window.
 */
export function SandboxCheckout({ options, onSuccess, onFailed, onDismiss, onClosed }: Props) {
  const uid = useId();
  const { t } = usePaymentsT();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const [method, setMethod] = useState<SandboxMethod>('upi');
  const [failure, setFailure] = useState(DEFAULT_SANDBOX_FAILURE);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  // Opened by code, not by a Radix trigger: on close, focus goes back to what opened it (the Pay button).
  const opener = useRef<HTMLElement | null>(null);

  const theme = options.theme?.color || DEFAULT_THEME;
  const themeText = readableTextOn(theme);
  const amount = formatINR(toRupees(options.amountPaise));
  const notes = Object.entries(options.notes ?? {});
  const { name: payer, email, contact } = options.prefill;

  const close = (after: () => void) => {
    if (done.current) return;
    done.current = true;
    after();
    setOpen(false);
    onClosed();
  };

  const submit = async (outcome: 'success' | 'failure') => {
    if (busy || done.current) return;
    setBusy(outcome === 'success' ? 'pay' : 'fail');
    setError(null);
    try {
      const answer = await sandboxPay({ orderId: options.orderId, outcome, description: failure.trim(), method });
      if (answer.ok) close(() => onSuccess(answer.response));
      else close(() => onFailed(answer.error));
    } catch (e) {
      // As in Checkout, a problem reaching the provider is shown in the window, which stays open.
      setError(
        e instanceof ApiError && e.status > 0
          ? t('sandbox.closeAndRetry', { message: e.message })
          : t('sandbox.unreachable'),
      );
      setBusy(null);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) close(onDismiss);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-900/60 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={`${uid}-desc`}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => {
            if (busy) e.preventDefault();
          }}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const el = opener.current;
            if (!el?.isConnected || el === document.body) return;
            e.preventDefault();
            // The button is disabled while its payment window is open and enabled just after: focus it
            // then, unless the page has put focus elsewhere (a notice) meanwhile.
            let tries = 0;
            const retry = () => {
              el.focus();
              if (document.activeElement === document.body && el.isConnected && ++tries < 20) setTimeout(retry, 50);
            };
            retry();
          }}
          className="fixed inset-x-0 bottom-0 z-[60] flex max-h-[94dvh] flex-col overflow-hidden rounded-t-[20px] bg-white shadow-2xl focus:outline-none md:inset-x-auto md:bottom-auto md:left-1/2 md:top-1/2 md:w-[420px] md:max-h-[90dvh] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-[16px]"
          data-testid="sandbox-checkout"
        >
          <div className="shrink-0 px-5 pb-5 pt-4" style={{ backgroundColor: theme, color: themeText }}>
            <div className="flex items-start justify-between gap-3">
              <div className="flex items-center gap-3">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white font-display text-lg font-bold"
                  style={{ color: theme }}
                  aria-hidden
                >
                  {options.name.trim().charAt(0).toUpperCase() || 'S'}
                </span>
                <div>
                  <p className="font-semibold leading-tight">{options.name}</p>
                  <p className="text-xs">{t('sandbox.title')}</p>
                </div>
              </div>
              <Dialog.Close
                disabled={!!busy}
                className="-mr-2 -mt-1 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/15 disabled:opacity-50"
                aria-label={t('sandbox.close')}
              >
                <X className="h-5 w-5" aria-hidden />
              </Dialog.Close>
            </div>
            <Dialog.Title className="mt-4 text-sm font-normal leading-snug" style={{ color: themeText }}>
              <span className="sr-only">{t('sandbox.payTo', { amount, name: options.name })}</span>
              {options.description}
            </Dialog.Title>
            <p className="mt-1 font-display text-[32px] font-bold leading-none tabular-nums" aria-hidden>
              {amount}
            </p>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 pt-4">
            <div
              id={`${uid}-desc`}
              className="flex gap-3 rounded-[12px] border border-warning/40 bg-amber-50 p-3 text-sm text-ink-900"
            >
              <FlaskConical className="mt-0.5 h-5 w-5 shrink-0 text-warning" aria-hidden />
              <div>
                <p className="font-bold text-warning">{t('sandbox.banner')}</p>
                <p className="mt-0.5 text-ink-600">
                  {t('sandbox.bannerText')}
                </p>
              </div>
            </div>

            {(payer || email || contact) && (
              <dl className="mt-4 rounded-[12px] bg-cream-50 p-3 text-sm">
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">{t('sandbox.payingAs')}</dt>
                {payer && <dd className="mt-1 font-semibold text-ink-900">{payer}</dd>}
                {email && <dd className="break-all text-ink-600">{email}</dd>}
                {contact && <dd className="text-ink-600">{contact}</dd>}
              </dl>
            )}

            <fieldset className="mt-4">
              <legend className="text-sm font-semibold text-ink-900">{t('sandbox.payWith')}</legend>
              <div className="mt-2 grid grid-cols-4 gap-2">
                {METHODS.map((m) => (
                  <label
                    key={m.value}
                    className="flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-[10px] border-2 border-cream-200 bg-white px-1 text-xs font-semibold text-ink-900 has-checked:border-saffron-600 has-checked:bg-saffron-50 has-focus-visible:outline-3 has-focus-visible:outline-saffron-500"
                  >
                    <input
                      type="radio"
                      name={`${uid}-method`}
                      value={m.value}
                      checked={method === m.value}
                      onChange={() => setMethod(m.value)}
                      disabled={!!busy}
                      className="sr-only"
                    />
                    <m.icon className="h-5 w-5 text-saffron-700" aria-hidden />
                    {t(m.label)}
                  </label>
                ))}
              </div>
            </fieldset>

            <details className="group mt-4 rounded-[12px] border border-cream-200 text-sm">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between px-3 font-semibold text-ink-900">
                {t('sandbox.details')}
                <span className="text-xs font-normal text-ink-600 group-open:hidden">{t('sandbox.show')}</span>
                <span className="hidden text-xs font-normal text-ink-600 group-open:inline">{t('sandbox.hide')}</span>
              </summary>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 border-t border-cream-200 px-3 py-2">
                <dt className="text-ink-600">{t('sandbox.order')}</dt>
                <dd className="break-all font-mono text-xs leading-5 text-ink-900">{options.orderId}</dd>
                <dt className="text-ink-600">{t('sandbox.amount')}</dt>
                <dd className="text-ink-900">
                  {amount} {options.currency}
                </dd>
                {notes.map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="capitalize text-ink-600">{k.replaceAll('_', ' ')}</dt>
                    <dd className="break-words text-ink-900">{v}</dd>
                  </div>
                ))}
              </dl>
            </details>

            {error && (
              <p role="alert" className="mt-4 rounded-[10px] bg-danger/10 p-3 text-sm font-medium text-danger">
                {error}
              </p>
            )}

            <button
              type="button"
              onClick={() => void submit('success')}
              disabled={!!busy}
              aria-busy={busy === 'pay'}
              className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full text-base font-semibold shadow-sm transition-opacity hover:opacity-95 disabled:cursor-not-allowed disabled:opacity-60"
              style={{ backgroundColor: theme, color: themeText }}
            >
              {busy === 'pay' ? (
                <>
                  <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> {t('sandbox.processing')}
                </>
              ) : (
                <>{t('sandbox.pay', { amount })}</>
              )}
            </button>

            <div className="mt-5 border-t border-dashed border-cream-200 pt-4">
              <label htmlFor={`${uid}-failure`} className="block text-sm font-semibold text-ink-900">
                {t('sandbox.testFailure')}
              </label>
              <p id={`${uid}-failure-hint`} className="text-xs text-ink-600">
                {t('sandbox.failureHint')}
              </p>
              <div className="mt-2 flex flex-col gap-2 sm:flex-row">
                <input
                  id={`${uid}-failure`}
                  aria-describedby={`${uid}-failure-hint`}
                  value={failure}
                  maxLength={255}
                  onChange={(e) => setFailure(e.target.value)}
                  disabled={!!busy}
                  className="min-h-11 w-full rounded-[10px] border border-cream-200 bg-white px-3 text-sm text-ink-900 focus:border-saffron-500"
                />
                <button
                  type="button"
                  onClick={() => void submit('failure')}
                  disabled={!!busy}
                  aria-busy={busy === 'fail'}
                  className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full border-2 border-danger bg-white px-5 text-sm font-semibold text-danger hover:bg-danger/5 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {busy === 'fail' && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
                  {t('sandbox.fail')}
                </button>
              </div>
            </div>

            <p className="pb-safe mt-4 flex items-center justify-center gap-1.5 text-xs text-ink-600">
              <Lock className="h-3.5 w-3.5" aria-hidden /> {t('sandbox.testMode')}
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
