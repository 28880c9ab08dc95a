import {
  ClockPort, TournamentsPort, type TournamentStandings, type StandingsRow, type TournamentSummary,
} from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { tournamentTexts } from '../tournament-messages.ts';
import { countdownOf } from '../tournament-time.ts';
import { TournamentsStore } from '../tournaments.store.ts';

/** How often the standings of a running tournament are re-read while the page is in view. */
export const LEADERBOARD_REFRESH_MS = 15_000;
/** Rows of the top shown on the tournament page (the player's own row is added below when outside it). */
export const LEADERBOARD_TOP = 10;

export type ParticipateOutcome = 'register' | 'joined' | 'failed' | 'ignored';

/** One tournament: its details, live standings and taking part. */
@injectable()
export class TournamentViewModel {
  id = 0;
  status: 'loading' | 'ready' | 'failed' | 'notFound' = 'loading';
  tournament: TournamentSummary | null = null;
  board: TournamentStandings | null = null;
  boardFailed = false;
  sending = false;
  error: MessageDescriptor | null = null;
  loadedAt = 0;
  private visible = true;
  private timer: unknown = null;
  private readonly loads = new Loads();

  constructor(
    @inject(TournamentsPort) private readonly port: TournamentsPort,
    @inject(TournamentsStore) private readonly store: TournamentsStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<this, 'port' | 'store' | 'session' | 'clock' | 'timer' | 'loads' | 'visible'>(
      this,
      { port: false, store: false, session: false, clock: false, timer: false, loads: false, visible: false },
      { autoBind: true },
    );
  }

  get isGuest(): boolean {
    return !this.session.authenticated;
  }

  get isParticipant(): boolean {
    return this.tournament?.userInfo?.isParticipant === true;
  }

  /** Guests may press it too: they are asked to register. */
  get canParticipate(): boolean {
    return this.tournament !== null && this.tournament.status !== 'finished' && !this.isParticipant;
  }

  get countdown() {
    return this.tournament ? countdownOf(this.tournament, this.loadedAt) : null;
  }

  /** The player's own row when it is not among the top rows shown. */
  get ownRowBelow(): StandingsRow | null {
    const board = this.board;
    if (!board?.me || board.items.some((row) => row.isMe)) return null;
    return board.me;
  }

  async load(id: number): Promise<void> {
    this.id = id;
    this.status = 'loading';
    const signal = this.loads.begin('tournament');
    const result = await this.port.get(id, signal);
    const found = runInAction(() => {
      if (signal.aborted) return false;
      this.loadedAt = this.clock.now();
      if (!result.ok) this.status = 'failed';
      else if (!result.value) this.status = 'notFound';
      else this.tournament = result.value;
      if (result.ok && result.value) this.status = 'ready';
      return result.ok && result.value !== null;
    });
    if (!found) return;
    await this.refreshBoard();
    // the refresh is started by each load: `dispose()` stopped it, and the screen coming back loads again
    if (!signal.aborted) this.schedule();
  }

  async refreshBoard(): Promise<void> {
    const signal = this.loads.begin('board');
    const result = await this.port.leaderboard(this.id, LEADERBOARD_TOP, signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (result.ok) this.board = result.value;
      this.boardFailed = !result.ok;
    });
  }

  /** Takes part once: a press while the call runs, or after joining, does nothing. */
  async participate(): Promise<ParticipateOutcome> {
    if (this.isGuest) return 'register';
    if (!this.canParticipate || this.sending) return 'ignored';
    this.sending = true;
    this.error = null;
    const signal = this.loads.begin('send');
    const result = await this.port.participate(this.id, signal);
    if (!result.ok || !result.value) {
      runInAction(() => {
        this.sending = false;
        this.error = tournamentTexts.participationFailed;
      });
      return 'failed';
    }
    const fresh = await this.port.get(this.id, signal);
    runInAction(() => {
      // the server took part in any case; a failed reload only leaves the old figures, marked as joined
      const joined = fresh.ok && fresh.value ? fresh.value : this.markJoined();
      if (joined) {
        this.tournament = joined;
        this.store.replace(joined);
      }
      this.sending = false;
    });
    await this.refreshBoard();
    return 'joined';
  }

  /** Page visibility: standings refresh only while the page is seen, and at once when it is seen again. */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    this.unschedule();
    if (visible && this.status === 'ready') {
      void this.refreshBoard();
      this.schedule();
    }
  }

  dispose(): void {
    this.unschedule();
    this.loads.dispose();
  }

  private markJoined(): TournamentSummary | null {
    const t = this.tournament;
    return t ? { ...t, userInfo: { isParticipant: true, place: t.userInfo?.place ?? null, points: t.userInfo?.points ?? 0 } } : null;
  }

  private schedule(): void {
    if (this.timer !== null || !this.visible || this.tournament?.status !== 'active') return;
    this.timer = this.clock.setInterval(() => void this.refreshBoard(), LEADERBOARD_REFRESH_MS);
  }

  private unschedule(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
  }
}
