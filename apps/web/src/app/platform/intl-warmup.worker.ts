// The worker of warm-intl.ts: loads the locale data for the tags it is sent, then says so.
import { touchIntl } from './warm-intl.ts';

/** The dedicated worker's scope, as far as used (the project's types are the page's, not a worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<readonly (string | undefined)[]>) => void) | null;
  postMessage(message: string): void;
};
scope.onmessage = (event) => {
  touchIntl(event.data);
  // eslint-disable-next-line no-restricted-syntax -- a dedicated worker answers only the page that made it; it takes no origin
  scope.postMessage('warm');
};
