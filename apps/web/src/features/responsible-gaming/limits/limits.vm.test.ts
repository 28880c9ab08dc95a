import { err, failure, fieldFailure, FakeResponsibleGamingPort, ok, playerLimit, playerLimits } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { LimitsViewModel } from './limits.vm.ts';

function setup(limits = playerLimits([playerLimit({ period: 1, limit: 50, used: 30, available: 20 })])) {
  const port = new FakeResponsibleGamingPort();
  port.limits = ok(limits);
  let n = 0;
  return { port, vm: new LimitsViewModel(port, () => `key-${++n}`) };
}

describe('LimitsViewModel', () => {
  it('loads every kind and the lowest remaining amount of each', async () => {
    const { vm } = setup(playerLimits([playerLimit({ period: 1, available: 20 }), playerLimit({ period: 7, limit: 100, available: 70 })], { loss: [playerLimit({ period: 30, available: 5 })] }));
    await vm.load();
    expect(vm.state).toBe('ready');
    expect(vm.limitOf('deposit', 7)?.limit).toBe(100);
    expect(vm.limitOf('deposit', 14)).toBeUndefined();
    expect(vm.setOf('deposit')?.available).toBe(20);
    expect(vm.setOf('loss')?.available).toBe(5);
    expect(vm.setOf('wager')?.available).toBeNull();
    expect(vm.periods('loss')).toEqual([1, 7, 30]);
  });

  it('shows a usable failed state when the limits cannot be read', async () => {
    const { vm, port } = setup();
    port.limits = err(failure());
    await vm.load();
    expect(vm.state).toBe('failed');
  });

  it('says beforehand whether a change applies at once or after the cooling-off', async () => {
    const { vm } = setup();
    await vm.load();
    vm.setDraft('deposit', 1, '20');
    expect(vm.draftEffect('deposit', 1)).toBe('immediate');
    vm.setDraft('deposit', 1, '1,000.50');
    expect(vm.draftEffect('deposit', 1)).toBe('pending');
    vm.setDraft('loss', 1, '10');
    expect(vm.draftEffect('loss', 1)).toBe('immediate');
    vm.setDraft('wager', 7, 'ten');
    expect(vm.draftEffect('wager', 7)).toBeUndefined();
  });

  it("sends the amount in the account currency's own units: yen have no minor unit, dinars three", async () => {
    const { vm, port } = setup(playerLimits([playerLimit({ period: 1, limit: 50000, used: 0, available: 50000 })], { currency: 'JPY' }));
    await vm.load();
    vm.setDraft('deposit', 1, '30,000');
    await vm.save('deposit', 1);
    const dinars = setup(playerLimits([playerLimit({ period: 1, limit: 50, used: 0, available: 50 })], { currency: 'KWD' }));
    await dinars.vm.load();
    dinars.vm.setDraft('deposit', 1, '25.125');
    await dinars.vm.save('deposit', 1);
    expect([...port.callsOf('setLimit'), ...dinars.port.callsOf('setLimit')]).toEqual([['deposit', 1, 30000], ['deposit', 1, 25.125]]);
  });

  it('sends lower limits and raises of each kind, and reports what the server did', async () => {
    const { vm, port } = setup();
    await vm.load();
    vm.setDraft('deposit', 1, '25.5');
    expect(await vm.save('deposit', 1)).toBe('applied');
    vm.setDraft('deposit', 1, '80');
    expect(await vm.save('deposit', 1)).toBe('pending');
    expect(await vm.remove('deposit', 1)).toBe('pending');
    expect(await vm.cancelPending('deposit', 1)).toBe('cancelled');
    vm.setDraft('wager', 30, '500');
    expect(await vm.save('wager', 30)).toBe('applied');
    expect(port.calls.map((c) => [c.method, ...c.args])).toEqual([
      ['getLimits'], ['setLimit', 'deposit', 1, 25.5], ['setLimit', 'deposit', 1, 80], ['setLimit', 'deposit', 1, null], ['cancelLimitChange', 'deposit', 1, 'key-1'],
      ['setLimit', 'wager', 30, 500],
    ]);
    expect(vm.draft('deposit', 1)).toBe('');
  });

  it('refuses a draft that is not a positive amount without calling the server', async () => {
    const { vm, port } = setup();
    await vm.load();
    for (const draft of ['', '-5', '0', 'abc', '1.234']) {
      vm.setDraft('loss', 7, draft);
      expect(await vm.save('loss', 7)).toBe('invalidAmount');
    }
    expect(port.callsOf('setLimit')).toEqual([]);
  });

  it('sends a change once while it is under way, and keeps the draft when it fails', async () => {
    const { vm, port } = setup();
    await vm.load();
    let open!: () => void;
    port.gate = new Promise((resolve) => (open = resolve));
    vm.setDraft('deposit', 1, '10');
    const first = vm.save('deposit', 1);
    expect(await vm.save('deposit', 1)).toBe('none');
    expect(vm.isBusy('deposit', 1)).toBe(true);
    port.results.setLimit = err(fieldFailure({ amount: 'Too large' }));
    open();
    expect(await first).toBe('invalidAmount');
    expect(vm.draft('deposit', 1)).toBe('10');
    port.gate = null;
    port.results.setLimit = err(failure('Network', 0));
    expect(await vm.save('deposit', 1)).toBe('unavailable');
    expect(port.callsOf('setLimit')).toHaveLength(2);
  });

  it('retries a cancel that timed out with its first key, and gives a new cancel a key of its own', async () => {
    const { vm, port } = setup();
    await vm.load();
    port.results.cancelLimitChange = err(failure('Network', 0));
    expect(await vm.cancelPending('loss', 7)).toBe('unavailable');
    port.results.cancelLimitChange = err(failure('Server', 502));
    expect(await vm.cancelPending('loss', 7)).toBe('unavailable');
    delete port.results.cancelLimitChange;
    expect(await vm.cancelPending('loss', 7)).toBe('cancelled');
    expect(await vm.cancelPending('loss', 7)).toBe('cancelled'); // a later pending change, cancelled anew
    port.results.cancelLimitChange = err(fieldFailure({ period: 'Nothing pending' }));
    expect(await vm.cancelPending('wager', 1)).toBe('failed');
    delete port.results.cancelLimitChange;
    expect(await vm.cancelPending('wager', 1)).toBe('cancelled'); // a refusal settles its attempt
    expect(port.callsOf('cancelLimitChange')).toEqual([
      ['loss', 7, 'key-1'], ['loss', 7, 'key-1'], ['loss', 7, 'key-1'], ['loss', 7, 'key-2'], ['wager', 1, 'key-3'], ['wager', 1, 'key-4'],
    ]);
  });
});
