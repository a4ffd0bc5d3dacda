import { describe, expect, it } from 'vitest';
import { endOfIstBusinessDays, endOfIstDayPlus, promiseDue, promiseStatus } from './promises';

// The due-date rules of issue 10, in IST: a day ends at 00:00 IST (18:30 UTC the day before).

const ist = (local: string) => new Date(`${local}+05:30`);
const iso = (d: Date) => d.toISOString();

describe('IST day boundaries', () => {
  it('counts days by the IST date, not the UTC one', () => {
    // 23:59 IST on the 21st is still the 21st in India (18:29 UTC), 00:01 IST on the 22nd is the 22nd (18:31 UTC on the 21st).
    expect(iso(endOfIstDayPlus(ist('2026-11-21T23:59:00'), 0))).toBe('2026-11-21T18:30:00.000Z');
    expect(iso(endOfIstDayPlus(ist('2026-11-22T00:01:00'), 0))).toBe('2026-11-22T18:30:00.000Z');
    expect(iso(endOfIstDayPlus(ist('2026-11-21T00:00:00'), 0))).toBe('2026-11-21T18:30:00.000Z');
  });

  it('crosses months and years', () => {
    expect(iso(endOfIstDayPlus(ist('2026-12-28T10:00:00'), 5))).toBe('2027-01-02T18:30:00.000Z');
  });
});

describe('business days', () => {
  it('skips the weekend: paid on Friday, 3 business days end on Wednesday', () => {
    expect(iso(promiseDue.dispatch(ist('2026-11-20T15:00:00')))).toBe('2026-11-25T18:30:00.000Z');
  });

  it('does not count the day of payment, even on a weekday', () => {
    // Monday → Tuesday, Wednesday, Thursday.
    expect(iso(promiseDue.dispatch(ist('2026-11-23T09:00:00')))).toBe('2026-11-26T18:30:00.000Z');
  });

  it('treats Saturday and Sunday alike: both end on Wednesday', () => {
    expect(iso(promiseDue.dispatch(ist('2026-11-21T12:00:00')))).toBe('2026-11-25T18:30:00.000Z');
    expect(iso(promiseDue.dispatch(ist('2026-11-22T23:00:00')))).toBe('2026-11-25T18:30:00.000Z');
  });

  it('uses the IST weekday, not the UTC one', () => {
    expect(iso(endOfIstBusinessDays(ist('2026-11-20T23:30:00'), 1))).toBe('2026-11-23T18:30:00.000Z');
    // Saturday 01:00 IST is Friday 19:30 UTC: still the weekend in India, so Monday is the first.
    expect(iso(endOfIstBusinessDays(ist('2026-11-21T01:00:00'), 1))).toBe('2026-11-23T18:30:00.000Z');
    expect(iso(endOfIstBusinessDays(ist('2026-11-19T23:30:00'), 1))).toBe('2026-11-20T18:30:00.000Z');
  });
});

describe('the spec’s figures', () => {
  const paid = ist('2026-11-21T12:00:00');

  it('calls within 2 hours for a puja and 4 for a store order, to the minute', () => {
    expect(iso(promiseDue.confirmationCall(paid, 'puja'))).toBe('2026-11-21T08:30:00.000Z');
    expect(iso(promiseDue.confirmationCall(paid, 'store'))).toBe('2026-11-21T10:30:00.000Z');
    // Late at night the call crosses midnight: hours, not days.
    expect(iso(promiseDue.confirmationCall(ist('2026-11-21T23:00:00'), 'puja'))).toBe('2026-11-21T19:30:00.000Z');
  });

  it('performs the puja by the end of its IST day, the video 5 days and the Aashirwad Box 10 days after', () => {
    const puja = ist('2026-11-23T06:00:00');
    expect(iso(promiseDue.pujaPerformed(puja))).toBe('2026-11-23T18:30:00.000Z');
    expect(iso(promiseDue.pujaVideo(puja))).toBe('2026-11-28T18:30:00.000Z');
    expect(iso(promiseDue.aashirwadBox(puja))).toBe('2026-12-03T18:30:00.000Z');
  });

  it('gives the 80G certificate 7 days and a prasad parcel 5 days; a consultation is due at its slot’s end', () => {
    expect(iso(promiseDue.certificate80g(paid))).toBe('2026-11-28T18:30:00.000Z');
    expect(iso(promiseDue.prasadDelivery(paid))).toBe('2026-11-26T18:30:00.000Z');
    const end = ist('2026-11-23T10:30:00');
    expect(promiseDue.consultation(end)).toBe(end);
  });
});

describe('status', () => {
  const due = '2026-11-23T18:30:00.000Z';
  it('is open until due, overdue after, kept once kept (late or not)', () => {
    expect(promiseStatus({ dueAt: due, keptAt: null }, new Date('2026-11-23T18:30:00.000Z'))).toBe('open');
    expect(promiseStatus({ dueAt: due, keptAt: null }, new Date('2026-11-23T18:30:00.001Z'))).toBe('overdue');
    expect(
      promiseStatus({ dueAt: due, keptAt: '2026-11-25T00:00:00.000Z' }, new Date('2026-11-30T00:00:00.000Z')),
    ).toBe('kept');
  });
});
