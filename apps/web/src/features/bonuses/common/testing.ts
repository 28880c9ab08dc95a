import { FakeAccountPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo, balances, generalInfo, ok } from '@casino/adapters/testing';
import type { PlayerBonus } from '@casino/domain/ports';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import type { BonusDialogs, BonusQuestion } from '../bonuses/bonus-dialogs.ts';

/** A signed-in session over fakes (bonus isolation in general info when asked), for the bonus area's view-model tests. */
export function sessionKit(options: { bonusIsolation?: boolean } = {}) {
  const account = new FakeAccountPort();
  const storage = new MemoryLocalStorage();
  const logger = new RecordingLogger();
  const session = new SessionStore(account, storage, new RecordingAnalytics(), logger, new FatalErrorStore('Mozilla/5.0 test'));
  session.general = generalInfo({ raw: { is_bonus_isolation_enabled: options.bonusIsolation ?? false } });
  session.setAccount(accountInfo({ uid: 7, login: 'demo@example.com', balances: balances(10) }));
  account.balance = ok(balances(10, 25));
  return { account, storage, logger, session };
}

/** Answers the bonus questions as told and records what was asked. */
export class ScriptedBonusDialogs implements BonusDialogs {
  answer = true;
  goBetting = false;
  readonly asked: string[] = [];
  /** When set, the question waits for it (to press again while it is open). */
  gate: Promise<void> | null = null;
  async ask(question: BonusQuestion, bonus: PlayerBonus) {
    this.asked.push(`${question}:${bonus.id}`);
    if (this.gate) await this.gate;
    return this.answer;
  }
  async bettingActivated(bonus: PlayerBonus) {
    this.asked.push(`bettingActivated:${bonus.id}`);
    return this.goBetting;
  }
}
