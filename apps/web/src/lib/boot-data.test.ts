import { afterEach, describe, expect, it, vi } from 'vitest';

const block = (text: string) => ({ textContent: text, remove: vi.fn() });

async function freshModule(el: ReturnType<typeof block> | null) {
  vi.resetModules();
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'boot-data' ? el : null) });
  return import('./boot-data');
}

afterEach(() => vi.unstubAllGlobals());

describe('boot data', () => {
  it('hands each entry out once and takes the block out of the page', async () => {
    const el = block(JSON.stringify({ '/pujas/': [{ id: 1 }], '/products/x': { product: { id: 'x' } } }));
    const { takeBootData, bootDataOptions } = await freshModule(el);
    expect(takeBootData('/pujas/')).toEqual([{ id: 1 }]);
    expect(takeBootData('/pujas/')).toBeUndefined();
    expect(el.remove).toHaveBeenCalledOnce();
    const opts = bootDataOptions<{ product: { id: string } }, { id: string }>('/products/x', (d) => d.product);
    expect(opts.initialData()).toEqual({ id: 'x' });
    expect(opts.initialData()).toBeUndefined();
    expect(opts.initialDataUpdatedAt).toBeGreaterThan(0);
  });

  it('is empty without a block or with a damaged one', async () => {
    expect((await freshModule(null)).takeBootData('/pujas/')).toBeUndefined();
    expect((await freshModule(block('{not json'))).takeBootData('/pujas/')).toBeUndefined();
  });
});
