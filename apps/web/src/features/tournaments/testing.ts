import { FakeAccountPort, FakeClock, FakeJackpotsPort, FakeTournamentsPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo } from '@casino/adapters/testing';
import { observable } from 'mobx';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { TournamentsStore } from './tournaments.store.ts';

/** The ports and stores this feature's view-models use, built with `new` over fakes (no container, no DOM). */
export function tournamentsKit({ signedIn = true } = {}) {
  const port = new FakeTournamentsPort();
  const jackpots = new FakeJackpotsPort();
  const clock = new FakeClock();
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
  if (signedIn) session.setAccount(accountInfo({ uid: 7 }));
  // the active language, as the locale store gives it to the API client
  const locale = observable({ current: 'en' });
  const store = new TournamentsStore(port, locale);
  return { port, jackpots, clock, session, store, locale };
}
