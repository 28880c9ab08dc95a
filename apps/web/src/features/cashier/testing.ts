import { FakeAccountPort, FakeClock, FakeCashierPort, FakeContentPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, balances, accountInfo, generalInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { defaultContentConfig } from '@casino/domain/ports';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import { PromotionStore } from '../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';

/** The cashier's view-model dependencies built with `new` and fakes: a signed-in EUR player. */
export async function cashierKit(cashierSection: Record<string, unknown> = {}) {
  const cashier = new FakeCashierPort();
  const account = new FakeAccountPort();
  account.info = ok(accountInfo({ uid: 7, login: 'p@example.com', balances: balances(100) }));
  account.general = ok(generalInfo({ raw: { user_inactivity_cashier_time: 900 } }));
  const logger = new RecordingLogger();
  const storage = new MemoryLocalStorage();
  const session = new SessionStore(account, storage, new RecordingAnalytics(), logger, new FatalErrorStore(''));
  await session.load();
  const contentPort = new FakeContentPort();
  contentPort.configs.en = ok({ ...defaultContentConfig('en'), sections: { cashier: cashierSection } });
  const content = new ContentStore(contentPort, logger);
  await content.load('en');
  let n = 0;
  const keys = () => `key-${String(++n).padStart(8, '0')}`;
  const clock = new FakeClock();
  return { cashier, account, session, content, logger, keys, clock, storage, promotion: new PromotionStore(storage, clock, session) };
}

/** A promise the test opens when it wants the held answers to arrive. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
