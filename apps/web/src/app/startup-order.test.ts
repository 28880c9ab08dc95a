// @vitest-environment jsdom
import { RecordingLogger } from '@casino/adapters/testing';
import { LoggerPort } from '@casino/domain/ports';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { StartupContribution, type StartupClass } from '../shared/startup/startup-contribution.ts';
import { createTestApp } from '../test/fixture.ts';
import { STARTUP_ORDER } from './startup-order.ts';
import { StartupOrder, runStartup, startupSequence, stopStartup } from './startup-runner.ts';

/** A contribution that records its start and stop, failing as told. */
abstract class Job implements StartupContribution {
  abstract readonly name: string;
  constructor(
    private readonly log: string[],
    private readonly run: () => void | Promise<void> = () => void log.push(this.name),
  ) {}
  start() {
    return this.run();
  }
  stop() {
    this.log.push(`stop ${this.name}`);
  }
}
class A extends Job { readonly name = 'a'; }
class B extends Job { readonly name = 'b'; }
class C extends Job { readonly name = 'c'; }
class Stray extends Job { readonly name = 'stray'; }

/** A container holding `jobs` and the order `order`, as the features' modules bind them. */
function containerWith(jobs: readonly StartupContribution[], order: readonly StartupClass[]): { container: Container; logger: RecordingLogger } {
  const container = new Container();
  const logger = new RecordingLogger();
  for (const job of jobs) container.bind(StartupContribution).toConstantValue(job);
  container.bind(StartupOrder).toConstantValue(order);
  container.bind(LoggerPort).toConstantValue(logger);
  return { container, logger };
}

describe('start-up contributions', () => {
  it('every contribution the features bind is in the one list of classes, and they run in its order', () => {
    const { container } = createTestApp({ startup: false });
    const bound = container.getAll<StartupContribution>(StartupContribution);
    expect(bound.map((c) => c.constructor)).toHaveLength(STARTUP_ORDER.length);
    expect(new Set(bound.map((c) => c.constructor))).toEqual(new Set(STARTUP_ORDER));
    expect(new Set(bound.map((c) => c.name)).size).toBe(bound.length); // the logs tell them apart
    // bound once, in singleton scope: the one the start-up starts is the one it stops
    expect(container.getAll<StartupContribution>(StartupContribution)).toEqual(bound);
    const logger = new RecordingLogger();
    expect(runStartup(container, logger).map((c) => c.constructor)).toEqual([...STARTUP_ORDER]);
    expect(logger.entries).toEqual([]);
  });

  it('runs in the listed order whatever the binding order; an unlisted class runs last with an error logged', () => {
    const log: string[] = [];
    const { container, logger } = containerWith([new B(log), new Stray(log), new A(log)], [A, B]);
    runStartup(container, logger);
    expect(log).toEqual(['a', 'b', 'stray']);
    expect(logger.entries).toEqual([{ level: 'error', message: 'start-up contribution missing from STARTUP_ORDER', detail: 'stray' }]);
  });

  it('orders by the class itself, not by a name it gives', () => {
    const log: string[] = [];
    class Impostor extends Job { readonly name = 'a'; }
    const logger = new RecordingLogger();
    expect(startupSequence([new Impostor(log), new A(log)], logger, [A]).map((c) => c.constructor)).toEqual([A, Impostor]);
    expect(logger.entries.map((e) => e.message)).toEqual(['start-up contribution missing from STARTUP_ORDER']);
  });

  it('a failing contribution is logged and does not stop the others', async () => {
    const log: string[] = [];
    const { container, logger } = containerWith([new A(log, () => { throw new Error('boom'); }), new B(log, () => Promise.reject(new Error('late'))), new C(log)], [A, B, C]);
    runStartup(container, logger);
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['c']);
    expect(logger.entries.map((e) => e.message)).toEqual(['start-up a failed', 'start-up b failed']);
  });

  it('stops what it started, the last first, once; a second run starts nothing twice', () => {
    const log: string[] = [];
    const { container, logger } = containerWith([new A(log), new B(log)], [A, B]);
    runStartup(container, logger);
    runStartup(container, logger);
    expect(log).toEqual(['a', 'b']);
    stopStartup(container);
    stopStartup(container);
    expect(log).toEqual(['a', 'b', 'stop b', 'stop a']);
  });

  it('a failing stop is logged and the others still stop', () => {
    const log: string[] = [];
    class Stubborn extends Job {
      readonly name = 'stubborn';
      override stop(): void {
        throw new Error('stuck');
      }
    }
    const { container, logger } = containerWith([new A(log), new Stubborn(log)], [A, Stubborn]);
    runStartup(container, logger);
    stopStartup(container);
    expect(log).toEqual(['a', 'stubborn', 'stop a']);
    expect(logger.entries.map((e) => e.message)).toEqual(['start-up stubborn could not stop']);
  });
});
