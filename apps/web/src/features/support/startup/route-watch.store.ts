import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * Where the player is, for services that live outside React (the chat badge hides on betting and game pages,
 * balance refresh pauses on game pages). `SupportWatchers` keeps it in step with the router.
 */
@injectable()
export class RouteWatchStore {
  routeName: string | undefined = undefined;
  path = globalThis.location?.pathname ?? '/';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  update(routeName: string | undefined, path: string): void {
    this.routeName = routeName;
    this.path = path;
  }
}
