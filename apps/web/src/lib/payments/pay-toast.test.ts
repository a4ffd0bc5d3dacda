import { describe, expect, it, vi } from 'vitest';
import { createPayToast } from './pay-toast';

const fakeToasts = () => {
  const shown: { kind: string; title: string; id: string }[] = [];
  const dismissed: (string | undefined)[] = [];
  const record = (kind: string) => (title: string, opts?: { id?: string }) => {
    shown.push({ kind, title, id: String(opts?.id) });
  };
  return {
    shown,
    dismissed,
    toasts: {
      success: record('success'),
      error: record('error'),
      info: record('info'),
      loading: vi.fn((title: string, opts?: { id?: string }) => record('loading')(title, opts)),
      dismiss: (id?: string) => void dismissed.push(id),
    },
  };
};

describe('the pay flow toast', () => {
  it('a loading toast is updated in place by the next message', () => {
    const f = fakeToasts();
    const t = createPayToast(f.toasts);
    t.show({ kind: 'loading', title: 'Creating Booking...' });
    t.show({ kind: 'success', title: 'Booking Created Successfully' });
    expect(f.shown[0]!.id).toBe(f.shown[1]!.id);
  });

  it('a timed toast is replaced under a fresh id, the old one dismissed (sonner drops updates to a leaving toast)', () => {
    const f = fakeToasts();
    const t = createPayToast(f.toasts);
    t.show({ kind: 'error', title: 'Payment Failed', duration: 6000 });
    t.show({ kind: 'info', title: 'Payment Cancelled' });
    expect(f.shown[1]!.id).not.toBe(f.shown[0]!.id);
    expect(f.dismissed).toContain(f.shown[0]!.id);
  });

  it('dismiss clears the current toast', () => {
    const f = fakeToasts();
    const t = createPayToast(f.toasts);
    t.show({ kind: 'loading', title: 'Processing...' });
    t.dismiss();
    expect(f.dismissed.at(-1)).toBe(f.shown[0]!.id);
  });
});
