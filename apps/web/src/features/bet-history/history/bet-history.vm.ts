import { ClockPort, GameHistoryPort, type ApiFailure, type GameRound, type GameRoundType } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';
import { periodProblems, type PeriodProblem } from '../period.ts';

export const ROUNDS_PAGE_SIZE = 10;

/** The game types the filter offers; `casino` is left out, as it spans slots and live tables alike. */
export const ROUND_GAME_TYPES = ['slot', 'live', 'fast'] as const satisfies readonly GameRoundType[];
export type RoundGameType = (typeof ROUND_GAME_TYPES)[number];

interface Filter {
  readonly from: string;
  readonly to: string;
  /** None: rounds of every game type. */
  readonly gameType: RoundGameType | null;
}

const NO_FILTER: Filter = { from: '', to: '', gameType: null };

/**
 * The player's game rounds, one page at a time, newest first. The filter (a period typed into two day fields and a
 * game type) is applied together (a half-typed period does not reload the list); applying goes back to the first
 * page. A failed load keeps the filter and the page the player was on, so "try again" asks for the same thing.
 */
@injectable()
export class BetHistoryViewModel {
  from = '';
  to = '';
  gameType: RoundGameType | null = null;
  /** The filter the list shows (what was applied last). */
  applied: Filter = NO_FILTER;
  page = 0;
  items: readonly GameRound[] = [];
  total = 0;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  failure: ApiFailure | null = null;
  problems: Partial<Record<'from' | 'to', PeriodProblem>> = {};
  private readonly loads = new Loads();

  constructor(
    @inject(GameHistoryPort) private readonly port: GameHistoryPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<this, 'port' | 'clock' | 'loads'>(this, { port: false, clock: false, loads: false }, { autoBind: true });
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / ROUNDS_PAGE_SIZE));
  }

  get hasPrevious(): boolean {
    return this.page > 0;
  }

  get hasNext(): boolean {
    return this.page + 1 < this.pages;
  }

  setFrom(value: string): void {
    this.from = value;
    this.problems = {};
  }

  setTo(value: string): void {
    this.to = value;
    this.problems = {};
  }

  setGameType(value: RoundGameType | null): void {
    this.gameType = value;
  }

  /** Whether the list shows less than every round (so "show all" has something to undo). */
  get filtered(): boolean {
    return !!(this.applied.from || this.applied.to || this.applied.gameType);
  }

  /** Applies the typed period (both days optional) and the game type, and shows the first page. */
  async applyFilter(): Promise<void> {
    this.problems = periodProblems(this.from, this.to, this.clock.now(), false);
    if (this.problems.from || this.problems.to) return;
    this.applied = { from: this.from, to: this.to, gameType: this.gameType };
    await this.show(0);
  }

  async clearFilter(): Promise<void> {
    this.from = '';
    this.to = '';
    this.gameType = null;
    this.problems = {};
    this.applied = NO_FILTER;
    await this.show(0);
  }

  next(): Promise<void> {
    return this.show(this.page + 1);
  }

  previous(): Promise<void> {
    return this.show(Math.max(0, this.page - 1));
  }

  retry(): Promise<void> {
    return this.show(this.page);
  }

  /** Loads page `page` of the applied period; an answer overtaken by a newer request is dropped. */
  async show(page: number): Promise<void> {
    const signal = this.loads.begin('page');
    this.page = page;
    this.status = 'loading';
    this.failure = null;
    const { from, to, gameType } = this.applied;
    const result = await this.port.getHistory(
      {
        offset: page * ROUNDS_PAGE_SIZE, count: ROUNDS_PAGE_SIZE,
        ...(from ? { dateFrom: from } : {}), ...(to ? { dateTo: to } : {}), ...(gameType ? { gameType } : {}),
      },
      signal,
    );
    runInAction(() => {
      if (signal.aborted) return;
      if (result.ok) {
        this.items = result.value.items;
        this.total = result.value.count;
        this.status = 'ready';
      } else {
        this.failure = result.error;
        this.status = 'failed';
      }
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
