import { accountInfo, balances, err, failure, FakeAccountPort, FakeResponsibleGamingPort, MemoryLocalStorage, ok, playerLimit, playerLimits, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { LIMIT_PROMPT_SEEN_KEY, LimitPromptViewModel } from './limit-prompt.vm.ts';

function setup() {
  const account = new FakeAccountPort();
  const port = new FakeResponsibleGamingPort();
  const storage = new MemoryLocalStorage();
  const session = new SessionStore(account, storage, new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore());
  session.setAccount(accountInfo({ uid: 7 }));
  account.deposit = ok(false);
  return { account, port, storage, session, vm: new LimitPromptViewModel(account, port, session, storage) };
}

describe('LimitPromptViewModel', () => {
  it('offers the prompt only before a first deposit, without a limit, once per browser', async () => {
    const kit = setup();
    expect(await kit.vm.shouldPrompt()).toBe(true);
    kit.account.deposit = ok(true);
    expect(await kit.vm.shouldPrompt()).toBe(false);
    kit.account.deposit = ok(false);
    kit.port.limits = ok(playerLimits([playerLimit()]));
    expect(await kit.vm.shouldPrompt()).toBe(false);
    kit.port.limits = ok(playerLimits());
    kit.vm.skip();
    expect(await kit.vm.shouldPrompt()).toBe(false);
    expect(kit.storage.get(LIMIT_PROMPT_SEEN_KEY)).toBe(true);
  });

  it('starts empty (no suggested amount) and sets the chosen limit', async () => {
    const kit = setup();
    expect(kit.vm.amount).toBe('');
    expect(await kit.vm.submit()).toBe(false);
    expect(kit.vm.problem).toBe('invalidAmount');
    kit.vm.setPeriod(7);
    kit.vm.setAmount('150');
    expect(await kit.vm.submit()).toBe(true);
    expect(kit.port.callsOf('setLimit')).toEqual([['deposit', 7, 150]]);
    expect(kit.storage.get(LIMIT_PROMPT_SEEN_KEY)).toBe(true);
  });

  it("sets the limit in the account currency's own units: yen have no minor unit", async () => {
    const kit = setup();
    kit.session.setAccount(accountInfo({ uid: 7, balances: balances(0, 0, 0, 'JPY') }));
    kit.vm.setAmount('20,000');
    expect(await kit.vm.submit()).toBe(true);
    expect(kit.port.callsOf('setLimit')).toEqual([['deposit', 1, 20000]]);
  });

  it('keeps the prompt open when the limit cannot be saved', async () => {
    const kit = setup();
    kit.vm.setAmount('50');
    kit.port.results.setLimit = err(failure());
    expect(await kit.vm.submit()).toBe(false);
    expect(kit.vm.problem).toBe('failed');
    expect(kit.storage.get(LIMIT_PROMPT_SEEN_KEY)).toBeUndefined();
  });
});
