/**
 * Rendered images by key, least recently used first out, bounded by count and by bytes; a key
 * being rendered is rendered once however many ask for it meanwhile (a link pasted in a busy
 * group brings every member's app at once). A failed render is not kept: the next ask retries.
 */
export class RenderCache {
  /** Map order is recency: a hit is moved to the end, eviction takes from the front. */
  private readonly entries = new Map<string, Buffer>();
  private readonly inflight = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const made = render()
      .then((body) => {
        this.store(key, body);
        return body;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, made);
    return made;
  }

  private store(key: string, body: Buffer) {
    if (body.length > this.limits.maxBytes) return; // would evict everything and still not fit
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
