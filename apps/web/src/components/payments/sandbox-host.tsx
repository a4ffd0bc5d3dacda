import { createRoot } from 'react-dom/client';
import { createCheckoutSettler } from '../../lib/payments/settle';
import type { CheckoutOptions, CheckoutResult } from '../../lib/payments/types';
import { SandboxCheckout } from './SandboxCheckout';

let open = false;

/**
 * Shows the sandbox payment sheet in its own small React root (so any page can pay without a
 * provider in its tree) and resolves like Razorpay Checkout's callbacks: Pay → success,
 * Fail → failed (payment.failed), Close → dismissed. Only one sheet at a time.
 */
export function openSandboxCheckout(options: CheckoutOptions): Promise<CheckoutResult> {
  if (open) return Promise.reject(new Error('A payment window is already open'));
  open = true;
  return new Promise<CheckoutResult>((resolve) => {
    const host = document.createElement('div');
    host.setAttribute('data-sandbox-checkout', '');
    document.body.appendChild(host);
    const root = createRoot(host);
    const settler = createCheckoutSettler(resolve, { failFast: true });
    const cleanUp = () => {
      open = false;
      // After the current render: unmounting a root from inside its own render is not allowed.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
    };
    root.render(
      <SandboxCheckout
        options={options}
        onSuccess={settler.success}
        onFailed={settler.failed}
        onDismiss={settler.dismissed}
        onClosed={cleanUp}
      />,
    );
  });
}
