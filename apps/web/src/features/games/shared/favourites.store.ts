import { GamesPort, LoggerPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';

/** What pressing a card's heart came to: a guest must sign in first; a failed call was rolled back. */
export type LikeOutcome = 'liked' | 'unliked' | 'signIn' | 'failed' | 'busy';

/**
 * The player's favourite games (sysnames). Loaded only for a signed-in player and dropped on sign-out; a like shows
 * at once and is undone if the server refuses it.
 */
@injectable()
export class FavouritesStore {
  sysnames = new Set<string>();
  loadedFor = 0;
  private readonly pending = new Set<string>();

  constructor(
    @inject(GamesPort) private readonly games: GamesPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    makeAutoObservable<this, 'games' | 'session' | 'logger' | 'pending'>(this, { games: false, session: false, logger: false, pending: false }, { autoBind: true });
    reaction(() => this.session.uid, () => void this.load(), { fireImmediately: false });
  }

  get enabled(): boolean {
    return this.session.authenticated;
  }

  has(sysname: string): boolean {
    return this.sysnames.has(sysname);
  }

  /** Loads the favourites of the signed-in player once (a guest has none and the call is not made). */
  async load(): Promise<void> {
    const uid = this.session.uid;
    if (!this.session.authenticated) {
      // left alone when already empty: a change here re-renders every card, also while a prerendered page hydrates
      if (this.sysnames.size) this.sysnames = new Set();
      this.loadedFor = 0;
      return;
    }
    if (this.loadedFor === uid) return;
    const result = await this.games.getLikes();
    runInAction(() => {
      if (this.session.uid !== uid) return;
      if (result.ok) {
        this.sysnames = new Set(result.value);
        this.loadedFor = uid;
      } else this.logger.warn('favourites could not be loaded', result.error);
    });
  }

  async toggle(sysname: string): Promise<LikeOutcome> {
    if (!this.session.authenticated) return 'signIn';
    if (this.pending.has(sysname)) return 'busy';
    const liked = !this.sysnames.has(sysname);
    this.pending.add(sysname);
    this.apply(sysname, liked);
    const result = await this.games.setLike(sysname, liked);
    return runInAction(() => {
      this.pending.delete(sysname);
      if (result.ok) return liked ? 'liked' : 'unliked';
      this.apply(sysname, !liked);
      return 'failed';
    });
  }

  private apply(sysname: string, liked: boolean): void {
    const next = new Set(this.sysnames);
    if (liked) next.add(sysname);
    else next.delete(sysname);
    this.sysnames = next;
  }
}
