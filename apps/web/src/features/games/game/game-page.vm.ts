import {
  fullScreenOffered, gameLaunch, isFrameMessage, readGamesSettings, type GameLaunch,
} from '@casino/domain/games';
import { formatMoney } from '@casino/domain/money';
import { gamePath } from '@casino/domain/routing';
import { GamesPort, type GameSummary } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { PlayPause } from '../../../shared/stores/play-pause.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';

/** How long a game may take to say it is ready before the page calls it failed. */
export const GAME_READY_TIMEOUT_MS = 12_000;

/** What a message from the game frame asks of the page. */
export type FrameOutcome = 'none' | 'refreshBalance';

/**
 * The game page: finds the game by sysname, picks real or demo play (guests: demo where the game has one, else
 * registration), and follows the frame — ready, failed (no word from it in time), balance changes — trusting only
 * messages from the frame's own origin.
 */
@injectable()
export class GamePageViewModel {
  game: GameSummary | null = null;
  status: 'loading' | 'ready' | 'notFound' | 'failed' = 'loading';
  frame: 'loading' | 'ready' | 'failed' = 'loading';
  wantsDemo = false;
  /** Bumped to load the frame again (a retry). */
  attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The frame the wait is for (its address and attempt). */
  private frameKey: string | null = null;
  private readonly loads = new Loads();

  constructor(
    @inject(GamesPort) private readonly port: GamesPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(PlayPause) private readonly playPause: PlayPause,
  ) {
    makeAutoObservable<this, 'port' | 'session' | 'content' | 'playPause' | 'timer' | 'frameKey' | 'loads'>(
      this,
      { port: false, session: false, content: false, playPause: false, timer: false, frameKey: false, loads: false },
      { autoBind: true },
    );
  }

  /** True while something (a reality check) waits for the player's answer: the frame takes no input meanwhile. */
  get paused(): boolean {
    return this.playPause.paused;
  }

  get launch(): GameLaunch | null {
    if (!this.game) return null;
    return gameLaunch({ authenticated: this.session.authenticated, hasDemo: this.game.hasDemo, wantsDemo: this.wantsDemo });
  }
  /** The launch address of the frame, or null while there is nothing to launch (e.g. a guest must register). */
  get frameSrc(): string | null {
    const launch = this.launch;
    if (!this.game || launch === null || launch === 'register') return null;
    return gamePath({ id: this.game.id }, launch === 'demo' ? 'demo' : 'play');
  }
  /**
   * The player's total balance, formatted, for the game's own bar on a phone (the page covers the header there);
   * undefined for a guest or before the balance is read.
   */
  get balance(): string | undefined {
    const total = this.session.authenticated ? this.session.total : undefined;
    return total ? formatMoney(total) : undefined;
  }
  get canSwitchMode(): boolean {
    return this.session.authenticated && Boolean(this.game?.hasDemo);
  }
  /** Full screen is offered per the configured mode; `insideMessagingApp` says whether the site runs in one. */
  fullScreenAvailable(insideMessagingApp: boolean): boolean {
    return fullScreenOffered(readGamesSettings(this.content.config.sections).fullScreenMode, insideMessagingApp);
  }

  async open(sysname: string, wantsDemo: boolean): Promise<void> {
    this.wantsDemo = wantsDemo;
    if (this.game?.sysname === sysname) return;
    const signal = this.loads.begin('game');
    this.status = 'loading';
    const result = await this.port.getGames({ offset: 0, count: 1, sysnames: [sysname] }, signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (!result.ok) this.status = 'failed';
      else if (!result.value.items[0]) this.status = 'notFound';
      else {
        this.game = result.value.items[0];
        this.status = 'ready';
      }
    });
  }

  setWantsDemo(demo: boolean): void {
    this.wantsDemo = demo;
  }

  /**
   * The frame started loading `frameSrc`: it has a while to say it is ready. Called again for the same frame (the
   * screen came back after `dispose()` stopped the wait, its frame kept), a frame that already answered keeps its
   * state and one still loading gets its wait back.
   */
  frameStarted(): void {
    const key = `${this.frameSrc}#${this.attempt}`;
    if (key === this.frameKey && this.frame !== 'loading') return;
    this.frameKey = key;
    clearTimeout(this.timer);
    this.frame = 'loading';
    this.timer = setTimeout(() => runInAction(() => this.frame === 'loading' && (this.frame = 'failed')), GAME_READY_TIMEOUT_MS);
  }

  retryFrame(): void {
    this.attempt += 1;
  }

  /**
   * A window message: read only when it comes from the game's frame, its window (`frameWindow`) and its origin. The
   * frame is usually on our own origin, so the origin alone would let any window of the site (another frame, the
   * page itself) pass for the game.
   */
  receive(message: { readonly origin: string; readonly data: unknown; readonly source: unknown }, siteOrigin: string, frameWindow: unknown): FrameOutcome {
    const src = this.frameSrc;
    if (!src || !frameWindow || message.source !== frameWindow || !isFrameMessage(message.origin, src, siteOrigin)) return 'none';
    const type = (message.data as { type?: unknown } | null)?.type;
    if (type === 'game:ready') {
      clearTimeout(this.timer);
      this.frame = 'ready';
    }
    return type === 'game:balance' && this.session.authenticated ? 'refreshBalance' : 'none';
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.loads.dispose();
  }
}
