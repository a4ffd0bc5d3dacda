import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, clearDraft, draftKey, loadDraft, saveDraft, type DraftStorage } from './draft';
import { emptySankalpForm } from './sankalp-form';
import { addItem, emptySelection, setDakshina } from './selection';
import { memoryStorage } from '../../../test/memory-storage';
import { testOrder } from '../../../test/payment-fixtures';

const form = { ...emptySankalpForm(), full_name: 'Asha Devi', family_members_names: ['Ravi'] };
const selection = setDakshina(addItem(emptySelection(), 'item-1'), '101');
const booking = {
  id: 'b1',
  sankalpId: 's1',
  packageId: 'p1',
  key: 'k',
  ...testOrder(1402),
};

describe('booking draft (sessionStorage, per puja slug)', () => {
  it('saves and restores the sankalp form, the selection and the booking', () => {
    const s = memoryStorage();
    saveDraft(s, 'saraswati-puja', { sankalp: { id: 's1', form, packageId: 'p1' }, packageId: 'p1' }, 1000);
    saveDraft(s, 'saraswati-puja', { selection, booking }, 2000);
    const d = loadDraft(s, 'saraswati-puja', 3000);
    expect(d.sankalp).toEqual({ id: 's1', form, packageId: 'p1' });
    expect(d.selection).toEqual(selection);
    expect(d.booking).toEqual(booking);
    expect(d.packageId).toBe('p1');
    expect(JSON.parse(s.data.get(draftKey('saraswati-puja'))!)).toMatchObject({ v: 1, savedAt: 2000 });
  });

  it('keeps one draft per puja, keyed by its slug (case-insensitive)', () => {
    const s = memoryStorage();
    saveDraft(s, 'Saraswati-Puja', { packageId: 'a' });
    saveDraft(s, 'rudrabhishek-puja', { packageId: 'b' });
    expect(loadDraft(s, 'saraswati-puja').packageId).toBe('a');
    expect(loadDraft(s, 'rudrabhishek-puja').packageId).toBe('b');
    expect(s.data.has(draftKey('saraswati-puja'))).toBe(true);
  });

  it('a key set to undefined is removed (e.g. the booking after a new sankalp)', () => {
    const s = memoryStorage();
    saveDraft(s, 'x', { booking, selection });
    saveDraft(s, 'x', { booking: undefined });
    const d = loadDraft(s, 'x');
    expect(d.booking).toBeUndefined();
    expect(d.selection).toEqual(selection);
  });

  it('clears after a verified payment', () => {
    const s = memoryStorage();
    saveDraft(s, 'x', { selection });
    clearDraft(s, 'x');
    expect(loadDraft(s, 'x').selection).toBeUndefined();
    expect(s.data.size).toBe(0);
  });

  it('drops unreadable, foreign-version and day-old drafts', () => {
    const s = memoryStorage({ [draftKey('a')]: '{oops', [draftKey('b')]: JSON.stringify({ v: 2, savedAt: 1, data: {} }) });
    expect(loadDraft(s, 'a')).toEqual({});
    expect(loadDraft(s, 'b').selection).toBeUndefined();
    expect(s.data.size).toBe(0);
    saveDraft(s, 'c', { selection }, 0);
    expect(loadDraft(s, 'c', DRAFT_MAX_AGE_MS + 1).selection).toBeUndefined();
  });

  it('ignores malformed parts and keeps the good ones', () => {
    const s = memoryStorage({
      [draftKey('a')]: JSON.stringify({ v: 1, savedAt: 5, data: { selection: { items: 'no' }, booking: { id: 1 }, packageId: 'p' } }),
    });
    const d = loadDraft(s, 'a', 10);
    expect(d).toEqual({ packageId: 'p' });
  });

  it('works without storage, and when storage throws', () => {
    expect(loadDraft(null, 'a')).toEqual({});
    expect(saveDraft(null, 'a', { packageId: 'p' }).packageId).toBe('p');
    const throwing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(loadDraft(throwing, 'a').selection).toBeUndefined();
    expect(() => saveDraft(throwing, 'a', { packageId: 'p' })).not.toThrow();
  });
});
