import { describe, expect, it, vi } from 'vitest';
import type { PujaBookingCreated } from '@sankalp/shared/api/bookings';
import { ApiError } from '../../../lib/api';
import { loadDraft, saveDraft } from './draft';
import { preparePujaBooking } from './prepare-booking';
import { memoryStorage } from '../../../test/memory-storage';
import { testOrder } from '../../../test/payment-fixtures';

const created = (id: string, orderId: string): PujaBookingCreated =>
  ({
    booking: { _id: id },
    accessKey: `key-${id}`,
    ...testOrder(1301, orderId),
    currency: 'INR',
  }) as unknown as PujaBookingCreated;

function setup(server: { payment_status: string; order_id: string | null } | Error | null) {
  const storage = memoryStorage();
  const create = vi.fn(async () => created('b-new', 'order_new'));
  const update = vi.fn(async (id: string) => created(id, 'order_upd'));
  const read = vi.fn(async () => {
    if (server instanceof Error) throw server;
    if (!server) throw new ApiError('Booking not found', 404);
    return server;
  });
  const base = { storage, slug: 'saraswati-puja', sankalpId: 's1', packageId: 'p1', key: 'K', carriesChadhava: true, create, update, read };
  return { storage, create, update, read, base };
}

const stored = { id: 'b1', sankalpId: 's1', packageId: 'p1', key: 'K', ...testOrder(1301, 'order_1', 'k') };

describe('preparePujaBooking (one booking per visit, one order per booking)', () => {
  it('creates the first booking and keeps it in the draft', async () => {
    const t = setup(null);
    const b = await preparePujaBooking(t.base);
    expect(b).toMatchObject({ id: 'b-new', order: { id: 'order_new' }, sankalpId: 's1', packageId: 'p1', key: 'K' });
    expect(t.read).not.toHaveBeenCalled();
    expect(loadDraft(t.storage, 'saraswati-puja').booking?.id).toBe('b-new');
  });

  it('reopens the draft booking when nothing changed (no second create)', async () => {
    const t = setup({ payment_status: 'failed', order_id: 'order_1' });
    saveDraft(t.storage, 'saraswati-puja', { booking: stored });
    expect(await preparePujaBooking(t.base)).toEqual(stored);
    expect(t.create).not.toHaveBeenCalled();
    expect(t.update).not.toHaveBeenCalled();
  });

  it('updates the chadhava of the draft booking when it changed', async () => {
    const t = setup({ payment_status: 'pending', order_id: 'order_1' });
    saveDraft(t.storage, 'saraswati-puja', { booking: stored });
    const b = await preparePujaBooking({ ...t.base, key: 'K2' });
    expect(t.update).toHaveBeenCalledWith('b1');
    expect(b).toMatchObject({ id: 'b1', key: 'K2', order: { id: 'order_upd' } });
  });

  it("answers 'paid' when the server says the draft booking is paid", async () => {
    const t = setup({ payment_status: 'completed', order_id: 'order_1' });
    saveDraft(t.storage, 'saraswati-puja', { booking: stored });
    expect(await preparePujaBooking(t.base)).toBe('paid');
  });

  it('an unknown (404) draft booking is replaced; other read failures stop', async () => {
    const t = setup(null);
    saveDraft(t.storage, 'saraswati-puja', { booking: stored });
    expect(await preparePujaBooking(t.base)).toMatchObject({ id: 'b-new' });
    const u = setup(new ApiError('Network error', 0));
    saveDraft(u.storage, 'saraswati-puja', { booking: stored });
    await expect(preparePujaBooking(u.base)).rejects.toThrow('Network error');
  });
});
