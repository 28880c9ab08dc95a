import { when } from 'mobx';

/**
 * What one `start()` of a contribution set up, so that its `stop()` undoes all of it: each piece registers its undo
 * as it is set up. A piece that arrives after the stop (a chunk that was still loading) is undone as it registers,
 * and a wait ends unanswered, so nothing a stopped contribution began goes on running.
 */
export class StartupScope {
  private readonly undo: (() => void)[] = [];
  private stopped = false;

  /** False once stopped: work that resumes after an await checks it before setting anything up. */
  get active(): boolean {
    return !this.stopped;
  }

  /** Registers how to undo something just set up; after the stop it is undone at once. */
  add(undo: () => void): void {
    if (this.stopped) undo();
    else this.undo.push(undo);
  }

  /** True once `predicate` holds (observed with MobX); false when the scope stops first. */
  until(predicate: () => boolean): Promise<boolean> {
    return new Promise((resolve) => {
      const dispose = when(predicate, () => resolve(true));
      this.add(() => {
        dispose();
        resolve(false);
      });
    });
  }

  /** Undoes everything registered, the last first; a second call does nothing. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const undo of this.undo.splice(0).reverse()) undo();
  }
}
