import { CookiePort } from '@casino/domain';
import { parse, serialize } from 'cookie';
import { injectable } from 'inversify';

/** CookiePort over document.cookie, read and written with the `cookie` library (encoding, attributes). */
@injectable()
export class DocumentCookies implements CookiePort {
  constructor(private readonly doc: Pick<Document, 'cookie'> | undefined = globalThis.document) {}

  get(name: string): string | undefined {
    return parse(this.doc?.cookie ?? '')[name];
  }

  set(name: string, value: string, options: { maxAgeSeconds: number; path?: string; sameSite?: 'Lax' | 'Strict' }): void {
    if (!this.doc) return;
    const sameSite = options.sameSite === 'Strict' ? 'strict' : 'lax';
    this.doc.cookie = serialize(name, value, { maxAge: options.maxAgeSeconds, path: options.path ?? '/', sameSite });
  }
}
