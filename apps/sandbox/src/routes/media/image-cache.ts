export interface CachedImage {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/**
 * The converted images by address, least recently used first out once the bytes pass the bound (a Map keeps
 * insertion order, so re-inserting on a hit is the whole bookkeeping).
 */
export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedImage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedImage): void {
    if (entry.body.byteLength > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.body.byteLength;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
