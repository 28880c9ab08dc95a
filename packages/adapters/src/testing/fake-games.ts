import { ok } from '@casino/domain/shared';
import type {
  ApiResult, BannerSlide, BannersPort, LobbyProvider, GameSummary, GamesPage, GamesPort, GamesRequest,
} from '@casino/domain/ports';

export const gameSummary = (sysname: string, overrides: Partial<GameSummary> = {}): GameSummary => ({
  id: sysname.length, sysname, name: sysname.replace(/-/g, ' '), image: `/static/games/${sysname}.svg`, provider: 'aurora-gaming',
  providerName: 'Aurora Gaming', hasDemo: true, tags: [], ...overrides,
});

/** `count` games named `game-1` … `game-N`. */
export const gameList = (count: number, from = 1): GameSummary[] => Array.from({ length: count }, (_, i) => gameSummary(`game-${from + i}`, { id: from + i }));

/**
 * A GamesPort over an in-memory list. Requests are recorded; `gate` holds answers back (to observe loading and
 * races); `answer` overrides the page per request (e.g. a failure, or a slow answer for one query).
 */
export class FakeGamesPort implements GamesPort {
  games: GameSummary[] = gameList(40);
  providers: ApiResult<readonly LobbyProvider[]> = ok([{ sysname: 'aurora-gaming', name: 'Aurora Gaming', logo: '/static/providers/aurora-gaming.svg', gamesCount: 40 }]);
  likes: string[] = [];
  likesFailure: ApiResult<readonly string[]> | null = null;
  likeResult: ApiResult<true> = ok(true);
  answer: ((request: GamesRequest) => Promise<ApiResult<GamesPage>> | ApiResult<GamesPage> | undefined) | null = null;
  gate: Promise<void> | null = null;
  readonly requests: GamesRequest[] = [];
  readonly likeCalls: { sysname: string; liked: boolean }[] = [];
  readonly signals: (AbortSignal | undefined)[] = [];

  async getGames(request: GamesRequest, signal?: AbortSignal): Promise<ApiResult<GamesPage>> {
    this.requests.push(request);
    this.signals.push(signal);
    const custom = await this.answer?.(request);
    if (this.gate) await this.gate;
    if (custom) return custom;
    let list = this.games;
    if (request.query) list = list.filter((g) => g.name.toLowerCase().includes(request.query!.toLowerCase()));
    if (request.providers?.length) list = list.filter((g) => request.providers!.includes(g.provider));
    if (request.liked) list = list.filter((g) => this.likes.includes(g.sysname));
    if (request.sysnames?.length) list = list.filter((g) => request.sysnames!.includes(g.sysname));
    return ok({ items: list.slice(request.offset, request.offset + request.count), total: list.length });
  }
  async getProviders() {
    return this.providers;
  }
  async getLikes() {
    return this.likesFailure ?? ok([...this.likes]);
  }
  async setLike(sysname: string, liked: boolean) {
    this.likeCalls.push({ sysname, liked });
    if (this.gate) await this.gate;
    if (this.likeResult.ok) this.likes = liked ? [sysname, ...this.likes.filter((s) => s !== sysname)] : this.likes.filter((s) => s !== sysname);
    return this.likeResult;
  }
}

export const bannerItem = (id: number, overrides: Partial<BannerSlide> = {}): BannerSlide => ({
  id, sysname: `banner-${id}`, finishedAt: null, title: `Banner ${id}`, text: 'Text', buttonText: 'Play', link: '/gamehall', images: { desktop: `/static/banners/b${id}.svg`, tablet: `/static/banners/b${id}-tablet.svg`, mobile: `/static/banners/b${id}-mobile.svg` }, position: 'main_slider', ...overrides,
});

/** The home page's banners: a fixed answer (three by default) and the requests made. */
export class FakeHomeBanners implements BannersPort {
  result: ApiResult<readonly BannerSlide[]> = ok([bannerItem(1), bannerItem(2), bannerItem(3)]);
  readonly requests: unknown[] = [];
  async get(request: { readonly count: number; readonly position?: string; readonly imageKey: string }) {
    this.requests.push(request);
    return this.result;
  }
}
