import { describe, expect, it } from 'vitest';
import type { PujaChadhavaItem } from '@sankalp/shared/api/catalog';
import {
  SELECTION_MESSAGES,
  addItem,
  bookingPayload,
  chadhavaPayload,
  chadhavaTotal,
  changeItem,
  checkSelection,
  emptySelection,
  dakshinaError,
  effectiveDakshina,
  planPayment,
  selectedLines,
  selectionKey,
  selectionTotal,
  setDakshina,
  setIncluded,
} from './selection';

const item = (id: string, price: number): PujaChadhavaItem => ({ _id: id, title: id, price, image: '', description: '' });
const items = [item('mala', 101), item('laddoo', 201), item('vastra', 351)];

describe('selection rules', () => {
  it('Add sets 1 and includes chadhava; + and − change it; − at 1 removes it', () => {
    let s = addItem(emptySelection(), 'laddoo');
    expect(s).toMatchObject({ included: true, items: { laddoo: 1 } });
    s = changeItem(s, 'laddoo', 1);
    expect(s.items.laddoo).toBe(2);
    s = changeItem(changeItem(s, 'laddoo', -1), 'laddoo', -1);
    expect(s.items).toEqual({});
    expect(s.included).toBe(true);
  });
  it('turning chadhava off resets items, dakshina and the message', () => {
    const s = { ...setDakshina(addItem(emptySelection(), 'mala'), '51'), message: 'For my mother' };
    expect(setIncluded(s, false)).toEqual(emptySelection());
    expect(setIncluded(emptySelection(), true).included).toBe(true);
  });
  it('dakshina is whole rupees as typed: a decimal point is an error, never a different amount', () => {
    const typed = (t: string) => setDakshina(setIncluded(emptySelection(), true), t);
    expect(effectiveDakshina(typed('₹1,100'))).toBe(1100);
    expect(effectiveDakshina(typed('0051'))).toBe(51);
    for (const t of ['501.00', '50.5', 'abc']) {
      expect(dakshinaError(typed(t))).toBe('Enter whole rupees');
      expect(effectiveDakshina(typed(t))).toBe(0);
    }
    expect(dakshinaError(typed(''))).toBeNull();
    expect(dakshinaError({ ...emptySelection(), dakshina: '5.5' })).toBeNull();
    expect(setDakshina(emptySelection(), '101').included).toBe(true);
    expect(setDakshina(emptySelection(), '0').included).toBe(false);
    expect(dakshinaError(setDakshina(emptySelection(), '50.5'))).toBe('Enter whole rupees');
    expect(setDakshina(emptySelection(), '1'.repeat(20)).dakshina).toHaveLength(12);
  });
  it('lists the chosen items in the puja order with subtotals, none when not included', () => {
    const s = changeItem(addItem(addItem(emptySelection(), 'vastra'), 'mala'), 'mala', 1);
    expect(selectedLines(items, s).map((l) => [l.item._id, l.quantity, l.subtotal])).toEqual([
      ['mala', 2, 202],
      ['vastra', 1, 351],
    ]);
    expect(selectedLines(items, { ...s, included: false })).toEqual([]);
    expect(selectedLines(items, addItem(emptySelection(), 'gone'))).toEqual([]);
  });
});

describe('the live total (shared pricing)', () => {
  it('is package + Σ items × qty + dakshina', () => {
    const s = setDakshina(changeItem(addItem(addItem(emptySelection(), 'mala'), 'laddoo'), 'laddoo', 1), '51');
    const lines = selectedLines(items, s);
    expect(chadhavaTotal(lines)).toBe(101 + 402);
    expect(selectionTotal(1301, lines, s)).toBe(1301 + 101 + 402 + 51);
  });
  it('counts non-numeric dakshina as 0, and dakshina only when chadhava is included', () => {
    expect(selectionTotal(1301, [], { ...emptySelection(), included: true, dakshina: 'abc' })).toBe(1301);
    expect(selectionTotal(1301, [], { ...emptySelection(), included: false, dakshina: '500' })).toBe(1301);
  });
  it('shows the 751 fallback only when no package price is known', () => {
    expect(selectionTotal(undefined, [], emptySelection())).toBe(751);
    expect(selectionTotal(null, [], emptySelection())).toBe(751);
    expect(selectionTotal(0, [], emptySelection())).toBe(0);
  });
});

describe('checkSelection (part 2 § 5 messages)', () => {
  const base = { pujaId: 'p', packagePrice: 1301, sel: emptySelection(), lines: [], total: 1301 };
  it('is ready with just the package', () => {
    expect(checkSelection(base)).toEqual({ chadhava: null, dakshina: null, blocking: null });
  });
  it('chadhava included with nothing chosen', () => {
    const r = checkSelection({ ...base, sel: setIncluded(emptySelection(), true) });
    expect(r).toEqual({ chadhava: SELECTION_MESSAGES.empty, dakshina: null, blocking: SELECTION_MESSAGES.fix });
    expect(SELECTION_MESSAGES.empty).toBe('Please select at least one chadhava item or provide a donation.');
  });
  it('a dakshina alone is enough', () => {
    expect(checkSelection({ ...base, sel: setDakshina(emptySelection(), '101') }).blocking).toBeNull();
  });
  it('a dakshina that is not whole rupees blocks payment', () => {
    const r = checkSelection({ ...base, sel: setDakshina(setIncluded(emptySelection(), true), '101.50') });
    expect(r).toEqual({ chadhava: null, dakshina: 'Enter whole rupees', blocking: SELECTION_MESSAGES.fix });
  });
  it('no package, no puja id, invalid total', () => {
    expect(checkSelection({ ...base, packagePrice: undefined }).blocking).toBe('No package selected');
    expect(checkSelection({ ...base, pujaId: '' }).blocking).toBe('Puja ID missing. Please try again or contact support.');
    expect(checkSelection({ ...base, total: 0 }).blocking).toBe('Invalid total amount');
    expect(checkSelection({ ...base, total: Number.NaN }).blocking).toBe('Invalid total amount');
  });
});

describe('payloads', () => {
  const s = { ...setDakshina(addItem(emptySelection(), 'mala'), '51'), message: '  For my mother  ' };
  const lines = selectedLines(items, s);
  const donor = { full_name: 'Asha Devi', email: 'a@example.com', phone: '9876543210' };
  it('POST /poojabooking/ carries the chadhava and the final total', () => {
    expect(bookingPayload({ pujaId: 'p', packageId: 'k', sankalpId: 's', donor, lines, sel: s, total: 1453 })).toEqual({
      puja_ref_id: 'p',
      ways_to_participate_ref_id: 'k',
      chadhava_included: true,
      amount_total: 1453,
      sankalp_ref_id: 's',
      payment_status: 'pending',
      donor_details: donor,
      puja_chadhava_items: [{ item_id: 'mala', quantity: 1 }],
      pandit_dakshina_amount: 51,
      message_for_pandit: 'For my mother',
    });
  });
  it('without chadhava: chadhava_included is null, nothing else', () => {
    const p = bookingPayload({ pujaId: 'p', packageId: 'k', sankalpId: 's', donor, lines: [], sel: emptySelection(), total: 1301 });
    expect(p).toMatchObject({ chadhava_included: null, puja_chadhava_items: [], pandit_dakshina_amount: 0, message_for_pandit: undefined });
  });
  it('POST /poojabooking/chadhavabooking', () => {
    expect(chadhavaPayload('b1', lines, s, 1453)).toEqual({
      pujaId: 'b1',
      puja_chadhava_items: [{ item_id: 'mala', quantity: 1 }],
      total_amount: 1453,
      pandit_dakshina_amount: 51,
      message_for_pandit: 'For my mother',
    });
  });
  it('the selection key changes with items, dakshina, message and package only', () => {
    const k = selectionKey('k', lines, s);
    expect(selectionKey('k', selectedLines(items, { ...s }), { ...s })).toBe(k);
    expect(selectionKey('k2', lines, s)).not.toBe(k);
    expect(selectionKey('k', lines, { ...s, message: 'other' })).not.toBe(k);
    expect(selectionKey('k', lines, { ...s, dakshina: '52' })).not.toBe(k);
  });
});

describe('planPayment (one order per booking)', () => {
  const draft = { sankalpId: 's', packageId: 'k', key: 'K', orderId: 'order_1' };
  const base = { draft, sankalpId: 's', packageId: 'k', key: 'K', carriesChadhava: true, server: { status: 'pending', orderId: 'order_1' } };
  it('creates the first booking', () => {
    expect(planPayment({ ...base, draft: undefined, server: null })).toBe('create');
  });
  it('reopens the same order after a Fail or Close when nothing changed', () => {
    expect(planPayment(base)).toBe('reuse');
    expect(planPayment({ ...base, server: { status: 'failed', orderId: 'order_1' } })).toBe('reuse');
  });
  it('updates the booking when the chadhava changed', () => {
    expect(planPayment({ ...base, key: 'K2' })).toBe('update');
    expect(planPayment({ ...base, server: { status: 'pending', orderId: 'order_2' } })).toBe('update');
  });
  it('creates a new booking when chadhava was removed, the sankalp or package changed, or it expired', () => {
    expect(planPayment({ ...base, key: 'K2', carriesChadhava: false })).toBe('create');
    expect(planPayment({ ...base, sankalpId: 's2' })).toBe('create');
    expect(planPayment({ ...base, packageId: 'k2' })).toBe('create');
    expect(planPayment({ ...base, server: { status: 'expired', orderId: 'order_1' } })).toBe('create');
    expect(planPayment({ ...base, server: null })).toBe('create');
  });
  it('goes to the confirmation when it was paid meanwhile (e.g. confirmed by the webhook)', () => {
    expect(planPayment({ ...base, key: 'K2', server: { status: 'completed', orderId: 'order_1' } })).toBe('paid');
  });
});
