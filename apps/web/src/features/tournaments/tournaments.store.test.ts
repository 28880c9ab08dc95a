import { tournament } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import type { ApiResult, Page, TournamentSummary } from '@casino/domain/ports';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { tournamentsKit } from './testing.ts';

/** Lists answered in the locale the call started in (the API client adds it to every call); answers wait until released. */
function localeAware(kit: ReturnType<typeof tournamentsKit>) {
  const names: Record<string, string> = { en: 'Spring race', ar: 'سباق الربيع' };
  const held: Array<() => void> = [];
  kit.port.list = async (query) => {
    kit.port.calls.push({ name: 'list', args: [query] });
    const t = tournament({ description: { ...tournament().description!, name: names[kit.locale.current]! } });
    const answer: ApiResult<Page<TournamentSummary>> = ok(query.status?.includes('active') ? { items: [t], count: 1 } : { items: [], count: 0 });
    await new Promise<void>((release) => held.push(release));
    return answer;
  };
  return { releaseAll: () => held.splice(0).forEach((release) => release()) };
}

describe('TournamentsStore', () => {
  it('after a language switch reads the lists again, shows no names of the language left meanwhile, and drops a late answer in it', async () => {
    const kit = tournamentsKit();
    const { releaseAll } = localeAware(kit);
    const { store } = kit;
    const english = store.load();
    releaseAll();
    await english;
    expect(store.items.map((t) => t.description?.name)).toEqual(['Spring race']);

    runInAction(() => (kit.locale.current = 'ar'));
    const arabic = store.load();
    expect(kit.port.callsOf('list')).toHaveLength(4);
    expect(store.items).toEqual([]);
    expect(store.status).toBe('loading');
    releaseAll();
    await arabic;
    expect(store.items.map((t) => t.description?.name)).toEqual(['سباق الربيع']);
  });

  it('a caller in the new language does not share a load still running in the old one', async () => {
    const kit = tournamentsKit();
    const { releaseAll } = localeAware(kit);
    const english = kit.store.load();
    runInAction(() => (kit.locale.current = 'ar'));
    const arabic = kit.store.load();
    expect(kit.port.callsOf('list')).toHaveLength(4);
    releaseAll();
    await Promise.all([english, arabic]);
    expect(kit.store.items.map((t) => t.description?.name)).toEqual(['سباق الربيع']);
    expect(kit.store.status).toBe('ready');
  });
});
