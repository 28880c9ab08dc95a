// @vitest-environment jsdom
import { RecordingLogger } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { StartupContribution } from '../shared/startup/startup-contribution.ts';
import { createTestApp } from '../test/fixture.ts';
import { STARTUP_ORDER, runStartup } from './startup-order.ts';

const job = (name: string, log: string[], run?: () => void | Promise<void>): StartupContribution => ({ name, run: run ?? (() => void log.push(name)) });

describe('start-up contributions', () => {
  it('every contribution the features bind is in the one list, and they run in its order', () => {
    const { container } = createTestApp({ startup: false });
    const names = container.getAll<StartupContribution>(StartupContribution).map((c) => c.name);
    expect([...names].sort()).toEqual([...STARTUP_ORDER].sort());
    const logger = new RecordingLogger();
    expect(runStartup(container.getAll<StartupContribution>(StartupContribution), logger)).toEqual([...STARTUP_ORDER]);
    expect(logger.entries).toEqual([]);
  });

  it('runs in the listed order whatever the binding order; an unlisted one runs last with an error logged', () => {
    const log: string[] = [];
    const logger = new RecordingLogger();
    runStartup([job('b', log), job('stray', log), job('a', log)], logger, ['a', 'b']);
    expect(log).toEqual(['a', 'b', 'stray']);
    expect(logger.entries).toEqual([{ level: 'error', message: 'start-up contribution missing from STARTUP_ORDER', detail: 'stray' }]);
  });

  it('a failing contribution is logged and does not stop the others', async () => {
    const log: string[] = [];
    const logger = new RecordingLogger();
    runStartup([job('a', log, () => { throw new Error('boom'); }), job('b', log, () => Promise.reject(new Error('late'))), job('c', log)], logger, ['a', 'b', 'c']);
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['c']);
    expect(logger.entries.map((e) => e.message)).toEqual(['start-up a failed', 'start-up b failed']);
  });
});
