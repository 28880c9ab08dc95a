import { err, failure, honourSignals, jackpot, ok } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { tournamentsKit } from '../testing.ts';
import { WinnersViewModel } from '../winners/winners.vm.ts';
import { JACKPOT_REFRESH_MS, JackpotsViewModel } from './jackpots.vm.ts';
import { rollValue } from './roll-value.ts';

describe('JackpotsViewModel', () => {
  it('loads and refreshes again after a remount disposed it mid-load (StrictMode, Activity); dispose twice is safe', async () => {
    const { jackpots, clock } = tournamentsKit();
    const vm = new JackpotsViewModel(honourSignals(jackpots), clock);
    const first = vm.load(1);
    vm.dispose();
    const second = vm.load(1);
    await Promise.all([first, second]);
    expect([vm.status, vm.winnersFailed]).toEqual(['ready', false]);
    expect(clock.pendingTimers).toBe(1);
    jackpots.jackpots = ok([jackpot({ amount: { amount: 130_000, currency: 'EUR' } })]);
    clock.advance(JACKPOT_REFRESH_MS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.jackpot?.amount.amount).toBe(130_000);
    vm.dispose();
    vm.dispose();
    expect(clock.pendingTimers).toBe(0);
    await vm.load(1);
    expect(vm.status).toBe('ready');
    jackpots.jackpots = ok([jackpot({ amount: { amount: 140_000, currency: 'EUR' } })]);
    clock.advance(JACKPOT_REFRESH_MS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.jackpot?.amount.amount).toBe(140_000);
    vm.dispose();
  });

  it('one jackpot with its winners; an unknown one is not found', async () => {
    const { jackpots, clock } = tournamentsKit();
    const vm = new JackpotsViewModel(jackpots, clock);
    await vm.load(1);
    expect(vm.jackpot?.name).toBe('Mega jackpot');
    expect(vm.winners).toHaveLength(2);
    expect(jackpots.calls.find((c) => c.name === 'winners')?.args).toEqual([{ jackpotId: 1, count: 20 }]);
    await vm.load(5);
    expect(vm.status).toBe('notFound');
  });

  it('totals refresh while visible, pause in the background, and a failed refresh keeps the last figures', async () => {
    const { jackpots, clock } = tournamentsKit();
    const vm = new JackpotsViewModel(jackpots, clock);
    await vm.load();
    jackpots.jackpots = ok([jackpot({ amount: { amount: 130_000, currency: 'EUR' } })]);
    clock.advance(JACKPOT_REFRESH_MS);
    await Promise.resolve();
    expect(vm.jackpots[0]?.amount.amount).toBe(130_000);
    vm.setVisible(false);
    const calls = jackpots.calls.length;
    clock.advance(JACKPOT_REFRESH_MS * 4);
    expect(jackpots.calls.length).toBe(calls);
    jackpots.jackpots = err(failure());
    vm.setVisible(true);
    await Promise.resolve();
    expect(vm.jackpots[0]?.amount.amount).toBe(130_000);
    vm.dispose();
    expect(clock.pendingTimers).toBe(0);
  });

  it('a failed first load is failed, not an empty page', async () => {
    const { jackpots, clock } = tournamentsKit();
    jackpots.jackpots = err(failure());
    const vm = new JackpotsViewModel(jackpots, clock);
    await vm.load();
    expect(vm.status).toBe('failed');
  });
});

describe('WinnersViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const { jackpots } = tournamentsKit();
    const vm = new WinnersViewModel(honourSignals(jackpots));
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect([vm.topStatus, vm.recentStatus]).toEqual(['ready', 'ready']);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect([vm.topStatus, vm.recentStatus]).toEqual(['ready', 'ready']);
    expect(vm.recent).toHaveLength(2);
  });

  it('each list fails on its own', async () => {
    const { jackpots } = tournamentsKit();
    jackpots.top = err(failure());
    const vm = new WinnersViewModel(jackpots);
    await vm.load();
    expect(vm.topStatus).toBe('failed');
    expect(vm.recentStatus).toBe('ready');
    expect(vm.recent).toHaveLength(2);
  });
});

describe('jackpot ticker', () => {
  it('rolls from the old total to the new one and lands exactly on it', () => {
    expect(rollValue(100, 200, 0)).toBe(100);
    expect(rollValue(100, 200, 0.5)).toBeGreaterThan(150);
    expect(rollValue(100, 200, 1)).toBe(200);
    expect(rollValue(100, 200, 3)).toBe(200);
  });
});
