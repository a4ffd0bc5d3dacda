/**
 * The API answers the server wrote into this page's HTML (docs/decisions/006), keyed by API path
 * as passed to `apiGet` and shaped as that call's `data`. A query seeded from them renders its page
 * complete on the first pass instead of after a fetch. Each entry is handed out once: later reads
 * of the same path go to the network.
 */
let entries: Map<string, unknown> | undefined;

/** Reads the HTML's block once (main.tsx calls it before the first render) and takes it out of the page. */
export function loadBootData(): Map<string, unknown> {
  if (entries) return entries;
  entries = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById('boot-data');
  try {
    if (el?.textContent) entries = new Map(Object.entries(JSON.parse(el.textContent) as Record<string, unknown>));
  } catch {
    // A damaged block only costs the fetch it would have saved.
  }
  el?.remove();
  return entries;
}

export function takeBootData<T>(apiPath: string): T | undefined {
  const all = loadBootData();
  const value = all.get(apiPath) as T | undefined;
  all.delete(apiPath);
  return value;
}

/**
 * Query options that seed a query from the HTML's data for `apiPath` (mapped by `pick` when the
 * query keeps only part of it). The data is as old as the page load, so the usual staleTime rules
 * decide when it is fetched again.
 */
export function bootDataOptions<Data, T = Data>(apiPath: string, pick?: (data: Data) => T) {
  return {
    initialData: (): T | undefined => {
      const data = takeBootData<Data>(apiPath);
      return data === undefined ? undefined : pick ? pick(data) : (data as unknown as T);
    },
    initialDataUpdatedAt: typeof performance === 'undefined' ? undefined : performance.timeOrigin,
  };
}
