export type GameMode = 'play' | 'demo' | (string & {});

export type GameRef = { readonly id: string | number } | { readonly customCode: string };

/** /platform/game/{id | custom/{code}}/{mode}; the default mode is play. */
export function gamePath(game: GameRef, mode: GameMode = 'play'): string {
  const ref = 'customCode' in game ? `custom/${encodeURIComponent(game.customCode)}` : encodeURIComponent(String(game.id));
  return `/platform/game/${ref}/${encodeURIComponent(mode)}`;
}

/** The game page route of a sysname: /game/{sysname}. */
export function gamePagePath(sysname: string): string {
  return `/game/${encodeURIComponent(sysname)}`;
}

/** True on a game page path (bare path), e.g. /game/book-of-ra. */
export function isGamePagePath(path: string): boolean {
  return /(^|\/)game\/[^/?#]+/.test(path);
}
