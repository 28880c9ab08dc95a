import { FakeClock, FakeGameHistoryPort, err, failure, honourSignals } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { ExportsViewModel } from './exports.vm.ts';

const setup = () => {
  const port = new FakeGameHistoryPort();
  const vm = new ExportsViewModel(port, new FakeClock(Date.UTC(2026, 1, 1, 12)));
  return { port, vm };
};

describe('ExportsViewModel', () => {
  it('lists the requests again after a remount disposed it mid-load (StrictMode, Activity)', async () => {
    const port = new FakeGameHistoryPort();
    port.exports = [{ id: 7, status: 'ready', dateFrom: '2026-01-01', dateTo: '2026-01-10', createdAt: '2026-01-11T00:00:00Z', fileUrl: '/static/exports/7.csv' }];
    const vm = new ExportsViewModel(honourSignals(port), new FakeClock(Date.UTC(2026, 1, 1, 12)));
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.listStatus).toBe('ready');
    expect(vm.items.map((e) => e.id)).toEqual([7]);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.listStatus).toBe('ready');
    expect(await vm.submit()).toBe(true);
  });

  it('starts on the last 30 days and lists the requests', async () => {
    const { port, vm } = setup();
    port.exports = [{ id: 7, status: 'ready', dateFrom: '2026-01-01', dateTo: '2026-01-10', createdAt: '2026-01-11T00:00:00Z', fileUrl: '/static/exports/7.csv' }];
    await vm.load();
    expect([vm.from, vm.to]).toEqual(['2026-01-02', '2026-02-01']);
    expect(vm.items.map((e) => e.id)).toEqual([7]);
  });

  it('checks the period before sending', async () => {
    const { port, vm } = setup();
    vm.setFrom('');
    expect(await vm.submit()).toBe(false);
    expect(vm.problems.from).toBe('from-required');
    vm.setFrom('2026-01-20');
    vm.setTo('2026-01-10');
    expect(await vm.submit()).toBe(false);
    expect(vm.problems.from).toBe('from-after-to');
    vm.setTo('2026-02-02');
    expect(await vm.submit()).toBe(false);
    expect(vm.problems.to).toBe('in-future');
    expect(port.created).toHaveLength(0);
  });

  it('sends once however often it is pressed and lists the new request', async () => {
    const { port, vm } = setup();
    const [first, second] = await Promise.all([vm.submit(), vm.submit()]);
    expect([first, second]).toEqual([true, false]);
    expect(port.created).toEqual([{ dateFrom: '2026-01-02', dateTo: '2026-02-01' }]);
    expect(vm.items[0]?.status).toBe('pending');
    expect(vm.created?.id).toBe(1);
  });

  it('keeps the typed period when the backend refuses, and a list failure is reported', async () => {
    const { port, vm } = setup();
    vm.setFrom('2026-01-05');
    port.failCreate = err(failure('TooManyRequestsException', 429));
    expect(await vm.submit()).toBe(false);
    expect(vm.sendFailure?.type).toBe('TooManyRequestsException');
    expect(vm.from).toBe('2026-01-05');
    expect(vm.sending).toBe(false);
    port.failList = err(failure());
    await vm.load();
    expect(vm.listStatus).toBe('failed');
  });
});
