import { describe, expect, it } from 'vitest';
import type { MediaStorage } from '../media/storage';
import type { PreviewCard } from './preview-card';
import { RenderCache } from './preview-cache';
import { createPreviewImages, limitConcurrency } from './preview-image';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

/** A render that counts its calls and finishes when told. */
function gatedRender() {
  let calls = 0;
  const gates: Array<() => void> = [];
  return {
    get calls() {
      return calls;
    },
    render: (body: Buffer) => () => {
      calls += 1;
      return new Promise<Buffer>((done) => gates.push(() => done(body)));
    },
    release: () => gates.splice(0).forEach((open) => open()),
  };
}

describe('RenderCache', () => {
  it('renders a key once however many ask while it renders, then serves it from memory', async () => {
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 1000 });
    const g = gatedRender();
    const asks = [1, 2, 3].map(() => cache.get('a', g.render(bytes(10))));
    g.release();
    const got = await Promise.all(asks);
    expect(g.calls).toBe(1);
    expect(got.every((b) => b === got[0])).toBe(true);
    expect(await cache.get('a', g.render(bytes(10)))).toBe(got[0]);
    expect(g.calls).toBe(1);
  });

  it('keeps no failure: the next ask renders again', async () => {
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 1000 });
    await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('a', async () => bytes(3))).toEqual(bytes(3));
  });

  it('drops the least recently used entry past its count', async () => {
    const cache = new RenderCache({ maxEntries: 2, maxBytes: 1000 });
    await cache.get('a', async () => bytes(1));
    await cache.get('b', async () => bytes(1));
    await cache.get('a', async () => bytes(1, 9)); // a hit: `a` is now the most recent
    await cache.get('c', async () => bytes(1));
    expect(cache.size.entries).toBe(2);
    let rendered = false;
    await cache.get('a', async () => ((rendered = true), bytes(1)));
    expect(rendered).toBe(false);
    await cache.get('b', async () => ((rendered = true), bytes(1)));
    expect(rendered).toBe(true); // `b` was the one dropped
  });

  it('stays within its bytes, and never keeps an image larger than all of them', async () => {
    const cache = new RenderCache({ maxEntries: 100, maxBytes: 100 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => bytes(40));
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
    expect(await cache.get('huge', async () => bytes(101))).toHaveLength(101);
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
  });
});

describe('createPreviewImages', () => {
  const card: PreviewCard = {
    eyebrow: 'Puja',
    title: 'Rudrabhishek',
    place: 'Kashi Vishwanath, Varanasi',
    when: '28 November 2026',
    price: 'From ₹501',
    progress: null,
    art: null,
  };
  const storage = {} as MediaStorage;

  it('names an image by what it draws: an edit of any drawn field is a new hash, and a new render', async () => {
    let calls = 0;
    const images = createPreviewImages(storage, async () => bytes(1, ++calls));
    await images.png(card);
    await images.png({ ...card });
    expect(calls).toBe(1);
    for (const change of [
      { title: 'x' },
      { place: null },
      { when: 'x' },
      { price: 'x' },
      { art: '/art/x.svg' },
      { progress: 0.5 },
    ]) {
      expect(images.hash({ ...card, ...change }), JSON.stringify(change)).not.toBe(images.hash(card));
    }
    await images.png({ ...card, price: 'From ₹1,001' });
    expect(calls).toBe(2);
  });
});

describe('limitConcurrency', () => {
  it('runs at most n calls at once, and every call in the end', async () => {
    let running = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const limited = limitConcurrency(2, async (x: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((go) => gates.push(go));
      running -= 1;
      return x * 10;
    });
    const results = Promise.all([1, 2, 3, 4, 5].map(limited));
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setImmediate(r));
      gates.shift()?.();
    }
    expect(await results).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
  });

  it('frees the slot of a call that fails', async () => {
    const limited = limitConcurrency(1, async (fail: boolean) => {
      if (fail) throw new Error('boom');
      return 'ok';
    });
    await expect(limited(true)).rejects.toThrow('boom');
    expect(await limited(false)).toBe('ok');
  });
});
