import { safeRedirectPath } from '@casino/domain/routing';
import { LocalStoragePort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';

/** The two stored back addresses, one for social sign-in and one for a successful payment (key names are ours). */
export const BACK_URL_KEYS = { social: 'back_url_social', payment: 'back_url_payment' } as const;
export type BackUrlKind = keyof typeof BACK_URL_KEYS;

/**
 * The back address: from the `backUrl` (or `redirectUrl`) query, or kept in local storage across a social
 * sign-in or an external payment page. Only same-origin addresses are ever returned, as paths.
 */
@injectable()
export class BackUrlService {
  constructor(@inject(LocalStoragePort) private readonly storage: LocalStoragePort) {}

  /** The safe back path from a query string, or undefined. */
  fromQuery(search: string, origin: string): string | undefined {
    const query = new URLSearchParams(search);
    const raw = query.get('backUrl') ?? query.get('redirectUrl');
    const safe = safeRedirectPath(raw, origin, '');
    return safe || undefined;
  }

  remember(kind: BackUrlKind, url: string, origin: string): void {
    const safe = safeRedirectPath(url, origin, '');
    if (safe) this.storage.set(BACK_URL_KEYS[kind], safe);
  }

  /** Returns and forgets the stored back path (re-checked: storage can be edited by hand). */
  take(kind: BackUrlKind, origin: string): string | undefined {
    const stored = this.storage.get<string>(BACK_URL_KEYS[kind]);
    this.storage.remove(BACK_URL_KEYS[kind]);
    const safe = safeRedirectPath(stored, origin, '');
    return safe || undefined;
  }
}
