import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { hydratePageState, serializePageState, type PageState } from './page-state';

// The page state carries a server render's answers to the browser (docs/decisions/014).
async function serverClient() {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.prefetchQuery({ queryKey: ['puja', 'a'], queryFn: async () => ({ title: 'A </script><!-- puja' }) });
  await server.prefetchQuery({
    queryKey: ['puja', 'gone'],
    queryFn: async () => {
      throw new ApiError('Puja not found', 404, {}, { code: 'not_found' });
    },
  });
  return server;
}

describe('page state', () => {
  it('is safe inside a <script>: no "<" survives', async () => {
    const json = serializePageState(await serverClient(), 1_000, 'en');
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as PageState).queries.queries).toHaveLength(2);
  });

  it('brings answers and ApiErrors across as they were, fresh as of page load', async () => {
    const state = JSON.parse(serializePageState(await serverClient(), 1_000, 'hi')) as PageState;
    expect(state).toMatchObject({ now: 1_000, language: 'hi' });
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const loadedAt = Date.now();
    hydratePageState(browser, state, loadedAt);
    expect(browser.getQueryData(['puja', 'a'])).toEqual({ title: 'A </script><!-- puja' });
    expect(browser.getQueryState(['puja', 'a'])!.dataUpdatedAt).toBe(loadedAt);
    const error = browser.getQueryState(['puja', 'gone'])!.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Puja not found', status: 404, code: 'not_found' });
  });

  it('neither fetches the answers again on mount nor retries the errors the page rendered; Try Again still asks', async () => {
    const state = JSON.parse(serializePageState(await serverClient(), 1_000, 'en')) as PageState;
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydratePageState(browser, state, Date.now());
    const fetched: string[] = [];
    const observe = (name: string) =>
      new QueryObserver(browser, {
        queryKey: ['puja', name],
        queryFn: async () => {
          fetched.push(name);
          return {};
        },
      });
    const answer = observe('a');
    const gone = observe('gone');
    const offs = [answer.subscribe(() => {}), gone.subscribe(() => {})]; // as components mounting
    await new Promise((r) => setTimeout(r, 10));
    expect(fetched).toEqual([]);
    expect(gone.getCurrentResult().error).toBeInstanceOf(ApiError);
    await gone.refetch();
    expect(fetched).toEqual(['gone']);
    offs.forEach((off) => off());
  });
});
