import type { CurrentPlaySession } from '@casino/domain/responsible-gaming';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * The signed-in player's play session (start, reality-check interval, session time limit), shared by the page that
 * changes the settings and the watcher that acts on them. Bound at start-up; filled by whoever reads it from the server.
 */
@injectable()
export class PlaySessionStore {
  session: CurrentPlaySession | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(session: CurrentPlaySession | null): void {
    this.session = session;
  }
}
