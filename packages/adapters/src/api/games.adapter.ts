import { itemDisplay } from '@casino/domain/bonuses';
import { GamesPort, type LobbyProvider, type GameSummary, type GamesRequest } from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

/** A game of `games.get` as the lobby shows it: the description's name and image override the game's own. */
export function toGameSummary(game: Schema<'Game'>): GameSummary {
  const display = itemDisplay(game);
  return {
    id: game.id, sysname: game.sysname, name: display.name, image: display.image ?? '', provider: game.provider,
    providerName: game.provider_name, hasDemo: game.has_demo, tags: [...game.tags],
  };
}

/** GamesPort over `games.get`, `games.getProviders` and the favourites calls. */
@injectable()
export class ApiGames implements GamesPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getGames(request: GamesRequest, signal?: AbortSignal) {
    const options = { ...(request.category ? { category: request.category } : {}), ...(request.liked ? { liked: true } : {}) };
    const query = {
      offset: request.offset,
      count: request.count,
      fields: ['description' as const],
      ...(request.sort ? { sort: request.sort } : {}),
      ...(request.query ? { query: request.query } : {}),
      ...(request.providers?.length ? { providers: [...request.providers] } : {}),
      ...(request.sysnames?.length ? { sysname: [...request.sysnames] } : {}),
      ...(Object.keys(options).length ? { options: JSON.stringify(options) } : {}),
    };
    return toResult(await settle(this.api.GET('/api/games.get', { params: { query }, signal })), (data) => ({ items: data.items.map(toGameSummary), total: data.count }));
  }

  async getProviders(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/games.getProviders', { signal })), (data) =>
      data.map((p): LobbyProvider => ({ sysname: p.sysname, name: p.name, logo: p.logo, gamesCount: p.games_count })),
    );
  }

  async getLikes(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/games.getLikes', { signal })), (data) => [...data]);
  }

  async setLike(sysname: string, liked: boolean) {
    const path = liked ? '/api/games.addLike' : '/api/games.removeLike';
    return toResult(await settle(this.api.POST(path, { body: { sysname } })), () => true as const);
  }
}
