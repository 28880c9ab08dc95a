import { FakeAccountPort, FakeContentPort, FakeGameCategoriesPort, FakeGamesPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { PlayPause } from '../../../shared/stores/play-pause.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { FavouritesStore } from './favourites.store.ts';

/** The stores and fakes the games view-models take, all built with `new` (no container, no DOM). */
export function gamesKit() {
  const fakes = { games: new FakeGamesPort(), categories: new FakeGameCategoriesPort(), content: new FakeContentPort(), account: new FakeAccountPort(), logger: new RecordingLogger() };
  const content = new ContentStore(fakes.content, fakes.logger);
  const session = new SessionStore(fakes.account, new MemoryLocalStorage(), new RecordingAnalytics(), fakes.logger, new FatalErrorStore('test'));
  const favourites = new FavouritesStore(fakes.games, session, fakes.logger);
  const signIn = async (uid = 7) => {
    fakes.account.info = ok(accountInfo({ uid, login: 'p@example.com' }));
    await session.load();
  };
  return { fakes, content, session, favourites, signIn, pause: new PlayPause() };
}

/** A promise the test opens when it wants a held-back answer to arrive. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
