import { depositLimits, err, failure, fieldFailure, FakeResponsibleGamingPort, ok, playerLimit } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { DepositLimitsViewModel } from './deposit-limits.vm.ts';

function setup(limits = depositLimits([playerLimit({ period: 1, limit: 50, used: 30, available: 20 })])) {
  const port = new FakeResponsibleGamingPort();
  port.limits = ok(limits);
  return { port, vm: new DepositLimitsViewModel(port) };
}

describe('DepositLimitsViewModel', () => {
  it('loads every limit and the lowest remaining amount', async () => {
    const { vm } = setup(depositLimits([playerLimit({ period: 1, available: 20 }), playerLimit({ period: 7, limit: 100, available: 70 })]));
    await vm.load();
    expect(vm.state).toBe('ready');
    expect(vm.limitOf(7)?.limit).toBe(100);
    expect(vm.limitOf(14)).toBeUndefined();
    expect(vm.limits?.available).toBe(20);
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
    vm.setDraft(1, '20');
    expect(vm.draftEffect(1)).toBe('immediate');
    vm.setDraft(1, '1,000.50');
    expect(vm.draftEffect(1)).toBe('pending');
    vm.setDraft(7, '10');
    expect(vm.draftEffect(7)).toBe('immediate');
    vm.setDraft(7, 'ten');
    expect(vm.draftEffect(7)).toBeUndefined();
  });

  it('sends a lower limit and a raise, and reports what the server did', async () => {
    const { vm, port } = setup();
    await vm.load();
    vm.setDraft(1, '25.5');
    expect(await vm.save(1)).toBe('applied');
    vm.setDraft(1, '80');
    expect(await vm.save(1)).toBe('pending');
    expect(await vm.remove(1)).toBe('pending');
    expect(await vm.cancelPending(1)).toBe('cancelled');
    expect(port.calls.map((c) => [c.method, ...c.args])).toEqual([
      ['getDepositLimits'], ['setDepositLimit', 1, 25.5], ['setDepositLimit', 1, 80], ['setDepositLimit', 1, null], ['cancelLimitChange', 1],
    ]);
    expect(vm.drafts[1]).toBe('');
  });

  it('refuses a draft that is not a positive amount without calling the server', async () => {
    const { vm, port } = setup();
    await vm.load();
    for (const draft of ['', '-5', '0', 'abc', '1.234']) {
      vm.setDraft(1, draft);
      expect(await vm.save(1)).toBe('invalidAmount');
    }
    expect(port.callsOf('setDepositLimit')).toEqual([]);
  });

  it('sends a change once while it is under way, and keeps the draft when it fails', async () => {
    const { vm, port } = setup();
    await vm.load();
    let open!: () => void;
    port.gate = new Promise((resolve) => (open = resolve));
    vm.setDraft(1, '10');
    const first = vm.save(1);
    expect(await vm.save(1)).toBe('none');
    expect(vm.busy[1]).toBe(true);
    port.results.setDepositLimit = err(fieldFailure({ amount: 'Too large' }));
    open();
    expect(await first).toBe('invalidAmount');
    expect(vm.drafts[1]).toBe('10');
    port.gate = null;
    port.results.setDepositLimit = err(failure('Network', 0));
    expect(await vm.save(1)).toBe('unavailable');
    expect(port.callsOf('setDepositLimit')).toHaveLength(2);
  });
});
