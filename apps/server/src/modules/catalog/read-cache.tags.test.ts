/**
 * Tagged invalidation in the read cache (issue 16): an invalidation drops only the answers that
 * carry one of its tags (all of them without tags), and a load begun before a matching
 * invalidation never stores its answer.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { decodeNotice, encodeNotice } from './read-cache-sync';
import { cachedAnswer, invalidateReadCache, readCacheHas, readCacheSize } from './read-cache';

const TTL = { ttlMs: 60_000 };

/** A cache of its own (the cache is per database object) and a loader that counts its loads. */
function setup() {
  const db = {} as Db;
  const ctx = { db, now: () => new Date('2026-11-21T06:30:00Z') };
  const loads = new Map<string, number>();
  const read = (key: string, tags: string[], gate?: Promise<void>) =>
    cachedAnswer(ctx, key, TTL, async () => {
      loads.set(key, (loads.get(key) ?? 0) + 1);
      await gate;
      return { data: key, body: { key }, tags };
    });
  return { db, read, loads: (key: string) => loads.get(key) ?? 0 };
}

describe('tagged invalidation', () => {
  it('drops the answers carrying a tag and keeps the others', async () => {
    const { db, read, loads } = setup();
    await read('puja:a', ['puja:a', 'pujas']);
    await read('puja:b', ['puja:b']);
    await read('list', ['pujas']);
    expect(readCacheSize(db)).toBe(3);

    invalidateReadCache(db, ['puja:a']);
    expect(readCacheHas(db, 'puja:a')).toBe(false);
    expect(readCacheHas(db, 'puja:b')).toBe(true);
    expect(readCacheHas(db, 'list')).toBe(true);

    invalidateReadCache(db, ['pujas']);
    expect(readCacheHas(db, 'list')).toBe(false);
    expect(readCacheHas(db, 'puja:b')).toBe(true);
    await read('puja:b', ['puja:b']);
    expect(loads('puja:b')).toBe(1);

    invalidateReadCache(db);
    expect(readCacheSize(db)).toBe(0);
  });

  it('a load under way when a matching invalidation comes does not store its answer', async () => {
    const { db, read, loads } = setup();
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const first = read('puja:a', ['puja:a'], gate);
    invalidateReadCache(db, ['puja:a']);
    open();
    await first;
    expect(readCacheHas(db, 'puja:a')).toBe(false);
    await read('puja:a', ['puja:a']);
    expect(loads('puja:a')).toBe(2);
    expect(readCacheHas(db, 'puja:a')).toBe(true);
  });

  it('a load under way when other tags are dropped keeps its answer (a booking rush does not starve cold pages)', async () => {
    const { db, read, loads } = setup();
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const first = read('temples', ['temples', 'temple:t'], gate);
    invalidateReadCache(db, ['puja:a', 'pujas']);
    invalidateReadCache(db, ['event:e', 'events']);
    open();
    await first;
    expect(readCacheHas(db, 'temples')).toBe(true);
    await read('temples', ['temples', 'temple:t']);
    expect(loads('temples')).toBe(1);
  });

  it('of two loads of one key across an unrelated invalidation, one answer is stored and later reads use it', async () => {
    const { db, read, loads } = setup();
    let openFirst!: () => void;
    let openSecond!: () => void;
    const first = read('temples', ['temples'], new Promise<void>((r) => (openFirst = r)));
    invalidateReadCache(db, ['pujas']);
    const second = read('temples', ['temples'], new Promise<void>((r) => (openSecond = r)));
    openFirst();
    await first;
    expect(readCacheHas(db, 'temples')).toBe(true);
    openSecond();
    await second;
    await read('temples', ['temples']);
    expect(loads('temples')).toBe(2);
    expect(readCacheSize(db)).toBe(1);
  });

  it('a read after an invalidation never joins a load begun before it', async () => {
    const { db, read, loads } = setup();
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const before = read('puja:a', ['puja:a'], gate);
    invalidateReadCache(db, ['puja:a']);
    const after = read('puja:a', ['puja:a']);
    open();
    await Promise.all([before, after]);
    expect(loads('puja:a')).toBe(2);
  });
});

describe('the NOTIFY payload', () => {
  it('carries the origin and the tags, or the origin alone for everything', () => {
    expect(decodeNotice(encodeNotice('o1', ['puja:a', 'pujas']))).toEqual({ origin: 'o1', tags: ['puja:a', 'pujas'] });
    expect(decodeNotice(encodeNotice('o1', undefined))).toEqual({ origin: 'o1' });
    expect(
      decodeNotice(
        encodeNotice(
          'o1',
          Array.from({ length: 500 }, (_, i) => `puja:${'x'.repeat(30)}${i}`),
        ),
      ),
    ).toEqual({
      origin: 'o1',
    });
  });
});
