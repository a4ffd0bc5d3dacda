import { toast as sonnerToast } from '../toast';
import type { ToastSpec } from './messages';

type Show = (title: string, opts?: { id?: string; description?: string; duration?: number }) => unknown;
type Toasts = { success: Show; error: Show; info: Show; loading: Show; dismiss: (id?: string) => unknown };

/**
 * The pay flow's one status toast: each message replaces the last, and it goes with the page. A
 * loading toast (it never times out) is updated in place; any other message gets a fresh id,
 * because sonner drops an update that reaches a timed toast while it is leaving (its 6 s just up),
 * and that message would never be seen.
 */
export function createPayToast(toast: Toasts) {
  let seq = 1;
  let current = { id: 'pay-flow-1', loading: false };
  return {
    show(t: ToastSpec) {
      if (!current.loading) {
        toast.dismiss(current.id);
        seq += 1;
        current = { id: `pay-flow-${seq}`, loading: false };
      }
      current.loading = t.kind === 'loading';
      const opts = { id: current.id, description: t.description, duration: t.duration };
      if (t.kind === 'loading') void toast.loading(t.title, opts);
      else toast[t.kind](t.title, opts);
    },
    dismiss() {
      toast.dismiss(current.id);
      current = { ...current, loading: false };
    },
  };
}

export const payToast = createPayToast(sonnerToast);
