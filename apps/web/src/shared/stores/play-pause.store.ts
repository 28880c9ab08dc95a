import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * Why play is paused right now (a reality check waiting for an answer, for example). The game page reads it to
 * stop the frame taking input until every reason is gone; whoever pauses resumes with the same reason.
 */
@injectable()
export class PlayPause {
  private readonly reasons = new Set<string>();

  constructor() {
    makeAutoObservable<this, 'reasons'>(this, { reasons: true }, { autoBind: true });
  }

  get paused(): boolean {
    return this.reasons.size > 0;
  }

  pause(reason: string): void {
    this.reasons.add(reason);
  }

  resume(reason: string): void {
    this.reasons.delete(reason);
  }
}
