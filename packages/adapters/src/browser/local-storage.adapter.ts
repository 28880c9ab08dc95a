import { LocalStoragePort } from '@casino/domain/ports';
import { injectable } from 'inversify';
import { webStorage } from './web-storage.ts';

/** A Web Storage, or how to open it on first use. */
export type StorageSource = Storage | null | undefined | (() => Storage | null | undefined);

/**
 * LocalStoragePort over window.localStorage (or any Web Storage, e.g. session storage), JSON-encoded; never throws:
 * blocked storage, private mode, quota and bad JSON all read as "nothing kept".
 * The storage is opened on first use, not when the adapter is made: a page's first touch of its storage waits for
 * the browser to hand the site's storage over (about 10 ms on a phone), and the adapters are made in the start-up's
 * busiest task.
 */
@injectable()
export class BrowserLocalStorage implements LocalStoragePort {
  private opened: { readonly storage: Storage | null | undefined } | undefined;

  constructor(private readonly source: StorageSource = () => webStorage('localStorage'), private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window) {}

  private get storage(): Storage | null | undefined {
    this.opened ??= { storage: typeof this.source === 'function' ? this.source() : this.source };
    return this.opened.storage;
  }

  get<T>(key: string): T | undefined {
    try {
      const raw = this.storage?.getItem(key);
      return raw == null ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  }

  set(key: string, value: unknown): void {
    try {
      this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      /* quota or private mode: the value simply is not kept */
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      /* see set() */
    }
  }

  subscribe(listener: (key: string, value: unknown) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (!event.key || event.storageArea !== this.storage) return;
      let value: unknown;
      try {
        value = event.newValue == null ? undefined : JSON.parse(event.newValue);
      } catch {
        value = undefined;
      }
      listener(event.key, value);
    };
    this.target?.addEventListener('storage', onStorage as EventListener);
    return () => this.target?.removeEventListener('storage', onStorage as EventListener);
  }
}
