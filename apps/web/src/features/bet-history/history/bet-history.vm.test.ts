import { FakeClock, FakeGameHistoryPort, err, failure, honourSignals } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { BetHistoryViewModel, ROUNDS_PAGE_SIZE } from './bet-history.vm.ts';

const setup = () => {
  const port = new FakeGameHistoryPort();
  const vm = new BetHistoryViewModel(port, new FakeClock(Date.UTC(2026, 1, 1, 12)));
  return { port, vm };
};

describe('BetHistoryViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity)', async () => {
    const vm = new BetHistoryViewModel(honourSignals(new FakeGameHistoryPort()), new FakeClock(Date.UTC(2026, 1, 1, 12)));
    const first = vm.show(0);
    vm.dispose();
    const second = vm.show(0);
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(vm.items).toHaveLength(ROUNDS_PAGE_SIZE);
    vm.dispose();
    vm.dispose();
    await vm.next();
    expect(vm.status).toBe('ready');
    expect(vm.page).toBe(1);
  });

  it('pages through the rounds', async () => {
    const { port, vm } = setup();
    await vm.show(0);
    expect(vm.items).toHaveLength(ROUNDS_PAGE_SIZE);
    expect(vm.pages).toBe(3);
    expect(vm.hasPrevious).toBe(false);
    await vm.next();
    await vm.next();
    expect(vm.page).toBe(2);
    expect(vm.items).toHaveLength(5);
    expect(vm.hasNext).toBe(false);
    await vm.previous();
    expect(port.historyRequests.at(-1)).toEqual({ offset: 10, count: ROUNDS_PAGE_SIZE });
  });

  it('applies a period and goes back to the first page', async () => {
    const { port, vm } = setup();
    await vm.show(1);
    vm.setFrom('2026-01-20');
    vm.setTo('2026-01-25');
    await vm.applyFilter();
    expect(vm.page).toBe(0);
    expect(port.historyRequests.at(-1)).toEqual({ offset: 0, count: ROUNDS_PAGE_SIZE, dateFrom: '2026-01-20', dateTo: '2026-01-25' });
    expect(vm.total).toBe(6);
    await vm.clearFilter();
    expect(vm.total).toBe(25);
  });

  it('applies a game type with the period, and "show all" clears both', async () => {
    const { port, vm } = setup();
    await vm.show(0);
    vm.setGameType('live');
    expect(port.historyRequests).toHaveLength(1); // choosing alone does not reload
    expect(vm.filtered).toBe(false);
    vm.setFrom('2026-01-20');
    await vm.applyFilter();
    expect(port.historyRequests.at(-1)).toEqual({ offset: 0, count: ROUNDS_PAGE_SIZE, dateFrom: '2026-01-20', gameType: 'live' });
    expect(vm.items.map((r) => r.gameName)).toEqual(['Game 0', 'Game 0', 'Game 0', 'Game 0']);
    expect(vm.filtered).toBe(true);
    await vm.next(); // paging keeps the applied type
    expect(port.historyRequests.at(-1)).toMatchObject({ gameType: 'live' });
    await vm.clearFilter();
    expect(vm.gameType).toBeNull();
    expect(vm.filtered).toBe(false);
    expect(port.historyRequests.at(-1)).toEqual({ offset: 0, count: ROUNDS_PAGE_SIZE });
    expect(vm.total).toBe(25);
  });

  it('refuses a reversed or future period without asking the backend', async () => {
    const { port, vm } = setup();
    vm.setFrom('2026-01-25');
    vm.setTo('2026-01-20');
    await vm.applyFilter();
    expect(vm.problems.from).toBe('from-after-to');
    vm.setTo('2026-03-01');
    await vm.applyFilter();
    expect(vm.problems.to).toBe('in-future');
    expect(port.historyRequests).toHaveLength(0);
    expect(vm.from).toBe('2026-01-25');
  });

  it('keeps the filter and page when a load fails, and retries the same page', async () => {
    const { port, vm } = setup();
    await vm.show(0);
    vm.setFrom('2026-01-01');
    port.failHistory = err(failure());
    await vm.applyFilter();
    expect(vm.status).toBe('failed');
    expect(vm.failure?.type).toBe('InternalServerErrorException');
    expect(vm.from).toBe('2026-01-01');
    port.failHistory = null;
    await vm.retry();
    expect(vm.status).toBe('ready');
    expect(port.historyRequests.at(-1)).toEqual({ offset: 0, count: ROUNDS_PAGE_SIZE, dateFrom: '2026-01-01' });
  });
});
