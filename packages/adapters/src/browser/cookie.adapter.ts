import { CookiePort } from '@casino/domain';
import { injectable } from 'inversify';

/** CookiePort over document.cookie. */
@injectable()
export class DocumentCookies implements CookiePort {
  constructor(private readonly doc: Pick<Document, 'cookie'> | undefined = globalThis.document) {}

  get(name: string): string | undefined {
    for (const part of (this.doc?.cookie ?? '').split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
    return undefined;
  }

  set(name: string, value: string, options: { maxAgeSeconds: number; path?: string; sameSite?: 'Lax' | 'Strict' }): void {
    if (!this.doc) return;
    this.doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${options.maxAgeSeconds}; Path=${options.path ?? '/'}; SameSite=${options.sameSite ?? 'Lax'}`;
  }
}
