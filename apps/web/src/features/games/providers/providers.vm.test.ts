import { FakeGamesPort, honourSignals } from '@casino/adapters/testing';
import { err } from '@casino/domain/shared';
import { expect, it } from 'vitest';
import { ProvidersViewModel } from './providers.vm.ts';

it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
  const vm = new ProvidersViewModel(honourSignals(new FakeGamesPort()));
  const first = vm.load();
  vm.dispose();
  const second = vm.load();
  await Promise.all([first, second]);
  expect([vm.status, vm.providers.length]).toEqual(['ready', 1]);
  vm.dispose();
  vm.dispose();
  await vm.load();
  expect(vm.status).toBe('ready');
});

it('lists providers linking to the hall filtered by each, and says when they could not be loaded', async () => {
  const games = new FakeGamesPort();
  const vm = new ProvidersViewModel(games);
  await vm.load();
  expect(vm.providers.map((p) => vm.hallHref(p))).toEqual(['/gamehall?providers=aurora-gaming']);
  games.providers = err({ type: 'NetworkError', status: 0, message: 'offline', fieldErrors: {}, errorData: {} });
  await vm.load();
  expect([vm.status, vm.providers]).toEqual(['failed', []]);
});
