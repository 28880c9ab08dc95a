import type { APIRequestContext } from '@playwright/test';
import { sandboxUrl } from './support.ts';

/** A seeded game with or without demo play (its sysname, id and name), read from the sandbox. */
export async function seededGame(request: APIRequestContext, hasDemo: boolean): Promise<{ id: number; sysname: string; name: string }> {
  const options = encodeURIComponent(JSON.stringify({ has_demo: hasDemo }));
  const response = await request.get(`${sandboxUrl}/api/games.get?count=1&sort=name&fields=description&options=${options}`);
  const game = ((await response.json()) as { data: { items: { id: number; sysname: string; name: string; description?: { name?: string | null } }[] } }).data.items[0]!;
  return { id: game.id, sysname: game.sysname, name: game.description?.name || game.name };
}
