import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { book, insertFixture, type Fixture } from '../bookings/bookings.test-utils';
import { newReference, normaliseReference, REFERENCE_PATTERN } from './access';
import { findByReference } from './payments.service';

describe('human references', () => {
  it('look like SNK-7H3K-92, from an alphabet without look-alikes', () => {
    for (let i = 0; i < 500; i++) {
      const ref = newReference();
      expect(ref).toMatch(REFERENCE_PATTERN);
      expect(ref.slice(4)).not.toMatch(/[01ILOU]/);
    }
  });

  it('are read back however a devotee types them', () => {
    expect(normaliseReference('snk-7h3k-92')).toBe('SNK-7H3K-92');
    expect(normaliseReference(' 7H3K 92 ')).toBe('SNK-7H3K-92');
    expect(normaliseReference('SNK7H3K92')).toBe('SNK-7H3K-92');
    for (const bad of ['', 'SNK-7H3K-9', 'SNK-7H3K-921', 'SNK-0H3K-92', 'SNK-7H3K-9!', 'x'.repeat(500)]) {
      expect(normaliseReference(bad)).toBeNull();
    }
  });
});

describe('finding a booking by its reference (support)', () => {
  let t: TestApp;
  let fx: Fixture;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    fx = await insertFixture(t.db.db, new Date());
  });
  afterAll(() => t.close());

  it('names the kind and the record, unique across bookings', async () => {
    const made = await Promise.all([1, 2, 3].map(() => book(t.app, fx)));
    const refs = made.map((m) => m.booking.reference as string);
    expect(new Set(refs).size).toBe(3);
    for (const m of made) {
      const typed = (m.booking.reference as string).toLowerCase().replaceAll('-', ' ');
      expect(await findByReference(t.app.ctx, typed)).toMatchObject({ kind: 'puja_booking', refId: m.booking._id });
    }
    expect(await findByReference(t.app.ctx, 'SNK-2222-22')).toBeUndefined();
    expect(await findByReference(t.app.ctx, 'nonsense')).toBeUndefined();
  });
});
