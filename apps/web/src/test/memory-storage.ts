/** The part of Web Storage the app's stores use (sessionStorage drafts, localStorage keys and settings). */
export type MemoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  /** What is stored, to look into or to seed. */
  data: Map<string, string>;
};

/** An in-memory stand-in for localStorage or sessionStorage in tests. */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}
