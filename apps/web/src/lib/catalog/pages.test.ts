import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPage, flattenPages, pagePath, type PageOf } from './pages';

const answer = (body: unknown) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

describe('the paged fetcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a page size, the cursor and the filters, and leaves out empty ones', () => {
    expect(pagePath('/pujas/all', { limit: 12, cursor: null, q: '', temple: 't1' })).toBe('/pujas/all?limit=12&temple=t1');
    expect(pagePath('/products?category=cloths', { limit: 12, cursor: 'abc=' })).toBe(
      '/products?category=cloths&limit=12&cursor=abc%3D',
    );
  });

  it('returns the items and the next cursor, sending the cursor it was given', async () => {
    const fetch = answer({ success: true, message: 'ok', data: { temples: [{ _id: 'a' }] }, page: { limit: 2, nextCursor: 'c2' } });
    vi.stubGlobal('fetch', fetch);
    const page = await fetchPage('/temples', (d: { temples: { _id: string }[] }) => d.temples, { cursor: 'c1', limit: 2 });
    expect(page).toEqual({ items: [{ _id: 'a' }], page: { limit: 2, nextCursor: 'c2' } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/temples?limit=2&cursor=c1');
  });

  it('reads an answer without `page` as the last page', async () => {
    vi.stubGlobal('fetch', answer({ success: true, message: 'ok', data: [{ _id: 'a' }, { _id: 'b' }] }));
    const page = await fetchPage('/offerings', (d: { _id: string }[]) => d);
    expect(page.items).toHaveLength(2);
    expect(page.page.nextCursor).toBeNull();
  });

  it('stops at a cursor that does not move, and reads null data as no items', async () => {
    vi.stubGlobal('fetch', answer({ success: true, message: 'ok', data: null, page: { limit: 12, nextCursor: 'same' } }));
    const page = await fetchPage('/donationcampaigns', (d: { _id: string }[]) => d, { cursor: 'same' });
    expect(page).toEqual({ items: [], page: { limit: 12, nextCursor: null } });
  });

  it('throws the server’s error (a bad cursor) as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'Bad cursor', code: 'BAD_CURSOR' }), { status: 400 })),
    );
    await expect(fetchPage('/temples', (d: { temples: unknown[] }) => d.temples, { cursor: 'junk' })).rejects.toMatchObject({
      status: 400,
      message: 'Bad cursor',
    });
  });
});

describe('flattenPages', () => {
  const page = (...ids: string[]): PageOf<{ _id: string }> => ({ items: ids.map((_id) => ({ _id })), page: { limit: 3, nextCursor: null } });
  it('keeps the pages’ order and shows an item once even when it comes again on a later page', () => {
    expect(flattenPages([page('a', 'b', 'c'), page('c', 'd')]).map((i) => i._id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
