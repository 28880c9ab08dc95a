import {
  FakeAccountPort, FakeClock, FakeProfilePort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo, balances, generalInfo, ok,
} from '@casino/adapters/testing';
import type { PlayerAccount } from '@casino/domain/ports';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';

/** Fakes and a signed-in session for the profile's view-model tests (all built with `new`). */
export async function profileKit(account: Partial<PlayerAccount> = {}) {
  const fakes = {
    profile: new FakeProfilePort(),
    account: new FakeAccountPort(),
    storage: new MemoryLocalStorage(),
    logger: new RecordingLogger(),
    clock: new FakeClock(Date.UTC(2026, 0, 1)),
  };
  fakes.account.info = ok(accountInfo({ uid: 7, login: 'ann@example.com', fakename: 'Annie', balances: balances(0, 0, 0, 'EUR'), ...account }));
  fakes.account.general = ok(generalInfo());
  const session = new SessionStore(fakes.account, fakes.storage, new RecordingAnalytics(), fakes.logger, new FatalErrorStore());
  await session.load();
  fakes.account.calls.length = 0;
  return { fakes, session };
}
