import type { CurrentPlaySession, RealityCheckInterval } from '@casino/domain/responsible-gaming';
import { ResponsibleGamingPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PlaySessionStore } from '../play-session/play-session.store.ts';

export type PlaySettingsNotice = 'saved' | 'unavailable' | 'failed';

/**
 * The reality-check interval and the session time limit. Saved together; the answer goes to the shared store, so the
 * watcher reschedules the checks and the limit at once.
 */
@injectable()
export class PlaySettingsViewModel {
  realityCheck: RealityCheckInterval = 0;
  /** Minutes, or null for no limit. */
  sessionLimit: number | null = null;
  loaded = false;
  pending = false;
  notice: PlaySettingsNotice | null = null;

  constructor(
    @inject(ResponsibleGamingPort) private readonly port: ResponsibleGamingPort,
    @inject(PlaySessionStore) private readonly store: PlaySessionStore,
  ) {
    makeAutoObservable<this, 'port' | 'store'>(this, { port: false, store: false }, { autoBind: true });
  }

  get session(): CurrentPlaySession | null {
    return this.store.session;
  }

  async load(): Promise<void> {
    const result = await this.port.getPlaySession();
    runInAction(() => {
      if (result.ok) {
        this.store.set(result.value);
        this.take(result.value);
      }
      this.loaded = true;
    });
  }

  setRealityCheck(minutes: RealityCheckInterval): void {
    this.realityCheck = minutes;
    this.notice = null;
  }

  setSessionLimit(minutes: number | null): void {
    this.sessionLimit = minutes;
    this.notice = null;
  }

  async save(): Promise<PlaySettingsNotice | 'none'> {
    if (this.pending) return 'none';
    this.pending = true;
    this.notice = null;
    const result = await this.port.setPlaySettings(this.realityCheck, this.sessionLimit);
    return runInAction(() => {
      this.pending = false;
      if (result.ok) {
        this.store.set(result.value);
        this.take(result.value);
        return (this.notice = 'saved');
      }
      return (this.notice = result.error.status === 0 || result.error.status >= 500 ? 'unavailable' : 'failed');
    });
  }

  private take(session: CurrentPlaySession): void {
    this.realityCheck = session.realityCheckMinutes;
    this.sessionLimit = session.sessionLimitMinutes;
  }
}
