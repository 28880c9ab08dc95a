import { LocaleSourcePort, LoyaltyPort, type PlayerLoyalty, type LoyaltyLevelStep } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../shared/stores/session.store.ts';

/**
 * The signed-in player's loyalty account (points, level, character), shared by the loyalty pages, the shop and the
 * profile. Guests have none: loyalty loads only for a signed-in player. The levels, perks and character are words
 * the backend writes in the locale of the call, so the account is read again for another player or language.
 */
@injectable()
export class LoyaltyStore {
  info: PlayerLoyalty | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  /** The player and locale `info` was read for (`uid:locale`). */
  private loadedFor = '';
  /** Reads started so far: only the latest one's answer is kept. */
  private reads = 0;

  constructor(
    @inject(LoyaltyPort) private readonly port: LoyaltyPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LocaleSourcePort) private readonly locale: LocaleSourcePort,
  ) {
    makeAutoObservable<this, 'port' | 'session' | 'locale' | 'loadedFor' | 'reads'>(this, { port: false, session: false, locale: false, loadedFor: false, reads: false }, { autoBind: true });
  }

  private get wanted(): string {
    return `${this.session.uid}:${this.locale.current}`;
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

  /** Loads once per signed-in player and language (again after `refresh`); a guest's call does nothing. */
  async load(): Promise<void> {
    if (!this.session.authenticated) {
      this.info = null;
      this.status = 'idle';
      return;
    }
    if (this.loadedFor === this.wanted && this.status === 'ready') return;
    await this.refresh();
  }

  async refresh(): Promise<void> {
    if (!this.session.authenticated) return;
    const wanted = this.wanted;
    const read = ++this.reads;
    // another player's account, or levels in the language just left, are not shown while the right ones come
    if (!this.info || this.loadedFor !== wanted) this.status = 'loading';
    const result = await this.port.info();
    runInAction(() => {
      // a read started later (the language switched meanwhile) has the newer answer
      if (read !== this.reads) return;
      if (result.ok) {
        this.info = result.value;
        this.loadedFor = wanted;
        this.status = 'ready';
      } else if (this.loadedFor !== wanted || !this.info) this.status = 'failed';
    });
  }
}
