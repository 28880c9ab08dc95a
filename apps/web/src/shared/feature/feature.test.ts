import { Container, injectable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { StartupContribution } from '../startup/startup-contribution.ts';
import { defineFeature, screenProblems, screenTable, startupModulesOf } from './feature.ts';

const screen = () => Promise.resolve({ Screen: () => null });

@injectable()
class Job implements StartupContribution {
  readonly name = 'job';
  start() {}
  stop() {}
}

describe('features', () => {
  const cashier = defineFeature({ name: 'cashier', screens: { 'cashier-wallet': screen, 'cashier-deposit': screen } });
  const bonuses = defineFeature({ name: 'bonuses', screens: { bonuses: screen } });

  it('agree with the routes when each routed screen is declared once', () => {
    expect(screenProblems([cashier, bonuses], ['cashier-wallet', 'cashier-deposit', 'bonuses', 'bonuses'])).toEqual([]);
    expect(Object.keys(screenTable([cashier, bonuses]))).toEqual(['cashier-wallet', 'cashier-deposit', 'bonuses']);
  });

  it('say which screen is routed but undeclared, declared twice, or declared but unreached', () => {
    const twice = defineFeature({ name: 'other', screens: { bonuses: screen } });
    expect(screenProblems([cashier, bonuses, twice], ['cashier-wallet', 'bonuses', 'offers'])).toEqual([
      "screen 'offers' is routed but no feature declares it",
      "screen 'bonuses' is declared by bonuses and other",
      "screen 'cashier-deposit' is declared but no route reaches it",
    ]);
  });

  it('bind their start-up classes once each, beside their own bindings', () => {
    const container = new Container();
    const Answer = Symbol('Answer');
    container.loadSync(...startupModulesOf(defineFeature({ name: 'support', bindings: ({ bind }) => void bind(Answer).toConstantValue(42), startup: [Job] })));
    expect(container.get(Answer)).toBe(42);
    const [job] = container.getAll<StartupContribution>(StartupContribution);
    expect(job).toBeInstanceOf(Job);
    expect(container.getAll<StartupContribution>(StartupContribution)).toEqual([job]);
    expect(startupModulesOf(defineFeature({ name: 'empty' }))).toEqual([]);
  });
});
