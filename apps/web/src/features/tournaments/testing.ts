import { FakeAccountPort, FakeClock, FakeJackpotsPort, FakeTournamentsPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo } from '@casino/adapters/testing';
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
  const store = new TournamentsStore(port);
  return { port, jackpots, clock, session, store };
}
