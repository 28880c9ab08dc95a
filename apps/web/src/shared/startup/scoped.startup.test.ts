import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { scopedStartup } from './scoped.startup.ts';
import { StartupContribution } from './startup-contribution.ts';
import { boundContribution } from './testing.ts';

const Greeting = Symbol.for('test.startup.Greeting');
const Count = Symbol.for('test.startup.Count');

function setup() {
  const log: string[] = [];
  const Job = scopedStartup('greeter', [Greeting, Count], (scope, greeting: string, count: number) => {
    log.push(`start ${greeting} ${count}`);
    scope.add(() => log.push(`undo ${greeting}`));
  });
  const container = new Container();
  container.bind(Greeting).toConstantValue('hello');
  container.bind(Count).toConstantValue(2);
  container.bind(StartupContribution).to(Job).inSingletonScope();
  return { log, job: boundContribution(container, Job) };
}

describe('scopedStartup', () => {
  it('is made by the container with the services it names, in their order, under its own name', () => {
    const { log, job } = setup();
    expect(job.name).toBe('greeter');
    void job.start();
    expect(log).toEqual(['start hello 2']);
  });

  it('stopping undoes what the start set up, once; a new start first stops the last one', () => {
    const { log, job } = setup();
    void job.start();
    void job.start();
    job.stop();
    job.stop();
    expect(log).toEqual(['start hello 2', 'undo hello', 'start hello 2', 'undo hello']);
  });
});
