import { describe, expect, it } from 'vitest';
import { chadhavaDraft, chadhavaDraftKey, validateChadhavaDraft } from './selection-storage';
import { makeOffering } from './test-fixtures';
import { memoryStorage } from '../../../test/memory-storage';

const offerings = [makeOffering({ _id: 'diya' }), makeOffering({ _id: 'mala' })];

describe('the chadhava draft (per event, per tab)', () => {
  it('keeps the selection, the donor form and the booking across a reload', () => {
    const s = memoryStorage();
    chadhavaDraft('E1', offerings, s).save({ selection: { diya: 2 } });
    chadhavaDraft('e1', offerings, s).save({
      donor: { fullName: 'Asha', email: '', phone: '98', gotra: '', gotraUnknown: false },
      booking: { id: 'b1', reference: 'SNK-1', key: 'K', order: { id: 'o', amount: 100, currency: 'INR' }, amount: 1, keyId: 'k' },
    });
    const d = chadhavaDraft('e1', offerings, s).load();
    expect(d?.selection).toEqual({ diya: 2 });
    expect(d?.donor?.fullName).toBe('Asha');
    expect(d?.booking?.id).toBe('b1');
    expect(s.data.has(chadhavaDraftKey('e1'))).toBe(true);
  });

  it('drops offerings the event no longer has, bad quantities and a malformed booking', () => {
    expect(
      validateChadhavaDraft({ selection: { diya: 1, gone: 2, mala: 0 }, booking: { id: 'b1', order: {} } }, offerings),
    ).toEqual({ selection: { diya: 1 } });
    expect(validateChadhavaDraft('x', offerings)).toBeNull();
  });
});
