import { describe, expect, it } from 'vitest';
import { emptyConsultForm } from './consult-form';
import { afterPaid, consultDraft, readConsultDraft, startingForm } from './consult-draft';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

const form = { ...emptyConsultForm(), name: 'Meera', email: 'm@x.in', phone: '9876543210', serviceType: 'Astro' as const, date: '2026-11-24', from: '10:00', to: '10:30' };

describe('consult draft', () => {
  it('survives a reload of the tab', () => {
    const storage = memoryStorage();
    consultDraft(storage).save({ panditId: 'p1', form });
    expect(consultDraft(storage).load()).toEqual({ panditId: 'p1', form });
  });
  it('drops a draft without a pandit, and a malformed booking', () => {
    expect(readConsultDraft({ form })).toBeNull();
    expect(readConsultDraft({ panditId: 'p1', form, booking: { id: 'b1' } })).toEqual({ panditId: 'p1', form });
  });
  it("starts another pandit's form with who the devotee is only", () => {
    const fallback = emptyConsultForm();
    expect(startingForm({ panditId: 'p1', form }, 'p1', fallback)).toEqual(form);
    expect(startingForm({ panditId: 'p1', form }, 'p2', fallback)).toEqual({ ...fallback, name: 'Meera', email: 'm@x.in', phone: '9876543210' });
    expect(startingForm(null, 'p2', fallback)).toBe(fallback);
  });
  it('forgets the paid time and booking, keeps the devotee', () => {
    expect(afterPaid(form)).toEqual({ form: { ...form, date: '', from: '', to: '', specialRequests: '' }, booking: undefined });
  });
});
