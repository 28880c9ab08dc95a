import { sameOriginPath } from '@casino/domain/routing';
import { LoggerPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';

/**
 * Lets services navigate inside the app: the root layout plugs react-router's navigate in on mount. Every
 * address is checked once more here, whatever its source: one that would leave our origin is refused with a
 * warning (the player stays where they are) instead of escaping as an uncaught router error.
 */
@injectable()
export class AppNavigator {
  private navigateFn: ((to: string) => void) | undefined;

  constructor(@inject(LoggerPort) private readonly logger: LoggerPort) {}

  attach(navigate: (to: string) => void): () => void {
    this.navigateFn = navigate;
    return () => {
      if (this.navigateFn === navigate) this.navigateFn = undefined;
    };
  }

  navigate(to: string): void {
    const path = sameOriginPath(to, globalThis.location.origin);
    if (path === undefined) return this.logger.warn('navigation refused: the address leaves our origin', to);
    try {
      this.navigateFn?.(path);
    } catch (error) {
      this.logger.warn('navigation failed', { to, error });
    }
  }
}
