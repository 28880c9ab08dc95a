import { CookiePort } from '@casino/domain/ports';
import { parse, serialize } from 'cookie';
import { injectable } from 'inversify';

/** CookiePort over document.cookie, read and written with the `cookie` library (encoding, attributes). */
@injectable()
export class DocumentCookies implements CookiePort {
  constructor(private readonly doc: Pick<Document, 'cookie'> | undefined = globalThis.document) {}

  get(name: string): string | undefined {
    try {
      return parse(this.doc?.cookie ?? '')[name];
    } catch {
      return undefined; // a sandboxed frame without same-origin access throws on reading cookies
    }
  }

  set(name: string, value: string, options: { maxAgeSeconds: number; path?: string; sameSite?: 'Lax' | 'Strict' }): void {
    if (!this.doc) return;
    const sameSite = options.sameSite === 'Strict' ? 'strict' : 'lax';
    try {
      this.doc.cookie = serialize(name, value, { maxAge: options.maxAgeSeconds, path: options.path ?? '/', sameSite });
    } catch {
      /* see get(): the value simply is not kept */
    }
  }
}
