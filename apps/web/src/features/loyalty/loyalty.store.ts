import { LoyaltyPort, type PlayerLoyalty, type LoyaltyLevelStep } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../shared/stores/session.store.ts';

/**
 * The signed-in player's loyalty account (points, level, character), shared by the loyalty pages, the shop and the
 * profile. Guests have none: loyalty loads only for a signed-in player.
 */
@injectable()
export class LoyaltyStore {
  info: PlayerLoyalty | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private loadedFor = 0;

  constructor(
    @inject(LoyaltyPort) private readonly port: LoyaltyPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'port' | 'session' | 'loadedFor'>(this, { port: false, session: false, loadedFor: false }, { autoBind: true });
  }

  get currentLevel(): LoyaltyLevelStep | null {
    return this.info?.levels.find((l) => l.isCurrent) ?? null;
  }

  get nextLevel(): LoyaltyLevelStep | null {
    return this.info?.levels.find((l) => !l.isReached) ?? null;
  }

  /** Progress to the next level, 0–100 (100 at the top level). */
  get progress(): number {
    const info = this.info;
    const next = this.nextLevel;
    if (!info || !next) return 100;
    const from = this.currentLevel?.pointsFrom ?? 0;
    const span = next.pointsFrom - from;
    // the level is earned by play: the points spent in the shop still count towards the next one
    return span > 0 ? Math.max(0, Math.min(100, Math.floor(((info.statusPoints - from) / span) * 100))) : 100;
  }

  /** Loads once per signed-in player (again after `refresh`); a guest's call does nothing. */
  async load(): Promise<void> {
    const uid = this.session.uid;
    if (!this.session.authenticated) {
      this.info = null;
      this.status = 'idle';
      return;
    }
    if (this.loadedFor === uid && this.status === 'ready') return;
    await this.refresh();
  }

  async refresh(): Promise<void> {
    if (!this.session.authenticated) return;
    const uid = this.session.uid;
    if (!this.info || this.loadedFor !== uid) this.status = 'loading';
    const result = await this.port.info();
    runInAction(() => {
      if (result.ok) {
        this.info = result.value;
        this.loadedFor = uid;
        this.status = 'ready';
      } else if (this.loadedFor !== uid || !this.info) this.status = 'failed';
    });
  }
}
