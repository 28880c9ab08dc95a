import type { WindowMessage } from '@casino/domain/shared';
import { WindowMessagingPort } from '@casino/domain/ports';
import { injectable } from 'inversify';

/**
 * The one place that touches postMessage. Sending always names an explicit target origin ('*' is refused);
 * receiving drops messages from origins outside the allow-list and data that fails the shape check.
 */
@injectable()
export class BrowserWindowMessaging implements WindowMessagingPort {
  constructor(private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window) {}

  post(target: { postMessage(message: unknown, targetOrigin: string): void }, message: WindowMessage, targetOrigin: string): void {
    if (!targetOrigin || targetOrigin === '*') throw new Error('postMessage needs an explicit target origin');
    target.postMessage(message, targetOrigin);
  }

  listen(options: { allowedOrigins: readonly string[]; accept: (data: unknown) => data is WindowMessage; source?: () => unknown }, handler: (message: WindowMessage, origin: string) => void): () => void {
    const onMessage = (event: MessageEvent) => {
      if (!options.allowedOrigins.includes(event.origin)) return;
      if (options.source && event.source !== options.source()) return;
      if (!options.accept(event.data)) return;
      handler(event.data, event.origin);
    };
    this.target?.addEventListener('message', onMessage as EventListener);
    return () => this.target?.removeEventListener('message', onMessage as EventListener);
  }
}
