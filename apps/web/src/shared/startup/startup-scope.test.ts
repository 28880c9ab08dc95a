import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { StartupScope } from './startup-scope.ts';

describe('StartupScope', () => {
  it('undoes what was set up, the last first, once however often stopped', () => {
    const scope = new StartupScope();
    const undone: string[] = [];
    scope.add(() => undone.push('listener'));
    scope.add(() => undone.push('timer'));
    scope.stop();
    scope.stop();
    expect(undone).toEqual(['timer', 'listener']);
    expect(scope.active).toBe(false);
  });

  it('undoes at once what is set up after the stop (a chunk that arrived late)', () => {
    const scope = new StartupScope();
    scope.stop();
    let undone = false;
    scope.add(() => (undone = true));
    expect(undone).toBe(true);
  });

  it('answers a wait true when the condition comes, false when stopped first', async () => {
    const ready = observable.box(false);
    const scope = new StartupScope();
    const waited = scope.until(() => ready.get());
    runInAction(() => ready.set(true));
    await expect(waited).resolves.toBe(true);

    const stopped = new StartupScope();
    const never = stopped.until(() => ready.get() && false);
    stopped.stop();
    await expect(never).resolves.toBe(false);
  });
});
