import { describe, expect, it, vi } from 'vitest';
import type { ProductOrderCreated } from '@sankalp/shared/api/product-orders';
import { createSessionDraft } from '../../lib/session-draft';
import { validateOrderDraft, type DraftOrder, type OrderDraft } from './order-form';
import { confirmationPath, draftOrderOf, planOrder, prepareProductOrder } from './order-plan';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};
const draft = (): DraftOrder => ({
  id: 'o1',
  reference: 'SNK-AAAA-AA',
  key: 'k',
  order: { id: 'order_1', amount: 100, currency: 'INR' },
  amount: 1,
  keyId: 'kid',
});
const NOW = Date.parse('2026-11-23T10:00:00Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();

describe('planOrder', () => {
  it('creates without a draft or server order', () => {
    expect(planOrder(undefined, 'k', null, NOW)).toBe('create');
    expect(planOrder(draft(), 'k', null, NOW)).toBe('create');
  });
  it('shows a paid order, reuses a live one for the same request, else creates', () => {
    const live = { payment_status: 'pending' as const, order_id: 'order_1', hold_expires_at: later(5 * 60_000) };
    expect(planOrder(draft(), 'k', { ...live, payment_status: 'completed' }, NOW)).toBe('paid');
    expect(planOrder(draft(), 'k', live, NOW)).toBe('reuse');
    expect(planOrder(draft(), 'other', live, NOW)).toBe('create');
    expect(planOrder(draft(), 'k', { ...live, hold_expires_at: later(30_000) }, NOW)).toBe('create');
    expect(planOrder(draft(), 'k', { ...live, payment_status: 'failed' }, NOW)).toBe('create');
  });
});

describe('prepareProductOrder', () => {
  it('creates, keeps the order in the draft, and maps razorpayOrder to the pay flow order', async () => {
    const d = createSessionDraft<OrderDraft>('t', {
      maxAgeMs: 60_000,
      validate: validateOrderDraft,
      storage: memory(),
    });
    const created = {
      order: { _id: 'o9', reference: 'SNK-BBBB-BB' },
      razorpayOrder: { id: 'order_9', amount: 109800, currency: 'INR' },
      amount: 1098,
      currency: 'INR',
      keyId: 'rzp',
      accessKey: 'ak',
    } as unknown as ProductOrderCreated;
    const create = vi.fn().mockResolvedValue(created);
    const res = await prepareProductOrder({ draft: d, request: { customer: {} } as never, create, read: vi.fn() });
    expect(res.paid).toBe(false);
    expect(res.order.order).toEqual({ id: 'order_9', amount: 109800, currency: 'INR' });
    expect(d.load()?.order?.id).toBe('o9');
    expect(draftOrderOf(created, 'x').reference).toBe('SNK-BBBB-BB');
  });
});

describe('confirmationPath', () => {
  it('carries the order and the key', () => {
    expect(confirmationPath('silk saree', 'o1', 'k 1')).toBe(
      '/product-order-confirmation/silk%20saree?order=o1&key=k+1',
    );
    expect(confirmationPath('cart', 'o1', null)).toBe('/product-order-confirmation/cart?order=o1');
  });
});
