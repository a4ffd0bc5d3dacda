import { describe, expect, it } from 'vitest';
import { createSessionDraft, type DraftStorage } from './session-draft';
import { memoryStorage } from '../test/memory-storage';

type Draft = { name?: string; count?: number };
const validate = (raw: unknown): Draft | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const out: Draft = {};
  if (typeof r.name === 'string') out.name = r.name;
  if (typeof r.count === 'number') out.count = r.count;
  return out;
};
const HOUR = 60 * 60 * 1000;
const make = (storage: DraftStorage | null, version?: number) =>
  createSessionDraft<Draft>('k', { maxAgeMs: HOUR, validate, storage, version });

describe('createSessionDraft', () => {
  it('saves patches, merges them and loads them back, versioned with the save time', () => {
    const s = memoryStorage();
    const d = make(s);
    expect(d.load()).toBeNull();
    d.save({ name: 'Asha' }, 1000);
    expect(d.save({ count: 2 }, 2000)).toEqual({ name: 'Asha', count: 2 });
    expect(d.load(3000)).toEqual({ name: 'Asha', count: 2 });
    expect(d.savedAt(3000)).toBe(2000);
    expect(JSON.parse(s.data.get('k')!)).toEqual({ v: 1, savedAt: 2000, data: { name: 'Asha', count: 2 } });
  });

  it('a key set to undefined is removed', () => {
    const d = make(memoryStorage());
    d.save({ name: 'A', count: 1 }, 0);
    expect(d.save({ count: undefined }, 0)).toEqual({ name: 'A' });
    expect(d.load(0)).toEqual({ name: 'A' });
  });

  it('clear removes it', () => {
    const s = memoryStorage();
    const d = make(s);
    d.save({ name: 'A' });
    d.clear();
    expect(d.load()).toBeNull();
    expect(s.data.size).toBe(0);
  });

  it('drops old drafts, drafts from the future, other versions, garbage and what the validator refuses', () => {
    const s = memoryStorage();
    make(s).save({ name: 'A' }, 0);
    expect(make(s).load(HOUR + 1)).toBeNull();
    expect(s.data.size).toBe(0);

    make(s).save({ name: 'A' }, 10 * HOUR);
    expect(make(s).load(0)).toBeNull();

    make(s, 1).save({ name: 'A' }, 0);
    expect(make(s, 2).load(0)).toBeNull();

    for (const raw of ['{oops', 'null', '[]', JSON.stringify({ v: 1, savedAt: 'x', data: {} }), JSON.stringify({ v: 1, savedAt: 0, data: 5 })]) {
      const t = memoryStorage({ k: raw });
      expect(make(t).load(0)).toBeNull();
      expect(t.data.size).toBe(0);
    }
  });

  it('keeps what validates and drops the rest of a stored draft', () => {
    const s = memoryStorage({ k: JSON.stringify({ v: 1, savedAt: 0, data: { name: 'A', count: 'two', extra: true } }) });
    expect(make(s).load(0)).toEqual({ name: 'A' });
  });

  it('a throwing validator counts as garbage', () => {
    const s = memoryStorage({ k: JSON.stringify({ v: 1, savedAt: 0, data: {} }) });
    const d = createSessionDraft<Draft>('k', {
      maxAgeMs: HOUR,
      storage: s,
      validate: () => {
        throw new Error('bad');
      },
    });
    expect(d.load(0)).toBeNull();
  });

  it('works without storage and when storage throws', () => {
    const none = make(null);
    expect(none.save({ name: 'A' })).toEqual({ name: 'A' });
    expect(none.load()).toBeNull();
    const throwing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const d = make(throwing);
    expect(d.load()).toBeNull();
    expect(() => d.save({ name: 'A' })).not.toThrow();
    expect(() => d.clear()).not.toThrow();
  });
});
