import { LocalStoragePort } from '@casino/domain/ports';
import { injectable } from 'inversify';
import { webStorage } from './web-storage.ts';

/**
 * LocalStoragePort over window.localStorage (or any Web Storage, e.g. session storage), JSON-encoded; never throws:
 * blocked storage, private mode, quota and bad JSON all read as "nothing kept".
 */
@injectable()
export class BrowserLocalStorage implements LocalStoragePort {
  constructor(private readonly storage: Storage | null | undefined = webStorage('localStorage'), private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window) {}

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
