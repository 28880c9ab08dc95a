import { injectable } from 'inversify';

/** Lets services navigate inside the app: the root layout plugs react-router's navigate in on mount. */
@injectable()
export class AppNavigator {
  private navigateFn: ((to: string) => void) | undefined;

  attach(navigate: (to: string) => void): () => void {
    this.navigateFn = navigate;
    return () => {
      if (this.navigateFn === navigate) this.navigateFn = undefined;
    };
  }

  navigate(to: string): void {
    this.navigateFn?.(to);
  }
}
