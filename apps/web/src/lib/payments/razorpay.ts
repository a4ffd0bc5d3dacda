import { payFlowT } from './i18n/index';
import { createCheckoutSettler, toCheckoutFailure, toSuccessResponse } from './settle';
import type { CheckoutOptions, CheckoutResult } from './types';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayInstance = { open(): void; on(event: 'payment.failed', cb: (payload: unknown) => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;
declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js once, on the first payment (nothing on pages that never pay). A failure may be retried. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      script.remove();
      reject(new Error(payFlowT('windowFailed')));
    };
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** Opens Razorpay Checkout and settles on its handler, payment.failed and modal.ondismiss. */
export async function openRazorpay(opts: CheckoutOptions & { keyId: string }): Promise<CheckoutResult> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutResult>((resolve) => {
    const settler = createCheckoutSettler(resolve);
    const rzp = new Razorpay({
      key: opts.keyId,
      amount: opts.amountPaise,
      currency: opts.currency,
      order_id: opts.orderId,
      name: opts.name,
      description: opts.description,
      image: opts.image,
      prefill: opts.prefill,
      notes: opts.notes,
      theme: opts.theme,
      handler: (payload: unknown) => {
        const response = toSuccessResponse(payload);
        if (response) settler.success(response);
        else settler.failed(toCheckoutFailure({ description: payFlowT('incomplete') }));
      },
      modal: { ondismiss: () => settler.dismissed(), confirm_close: true },
    });
    rzp.on('payment.failed', (payload) => settler.failed(toCheckoutFailure(payload)));
    rzp.open();
  });
}
