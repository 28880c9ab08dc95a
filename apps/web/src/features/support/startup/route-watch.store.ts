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
  /**
   * The router has said which route shows. Until then `routeName` is no answer: on a first load the router renders
   * only once the screen's chunk is in, and a service started by an early activity must not take "no name yet" for a
   * page where everything is allowed.
   */
  known = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  update(routeName: string | undefined, path: string): void {
    this.known = true;
    this.routeName = routeName;
    this.path = path;
  }
}
