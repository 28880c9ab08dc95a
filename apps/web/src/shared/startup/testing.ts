import { FakeAccountPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import type { Container } from 'inversify';
import type { WithChunk } from '../di/lazy-chunk.ts';
import { FatalErrorStore } from '../stores/fatal-error.store.ts';
import { SessionStore } from '../stores/session.store.ts';
import { StartupContribution, type StartupClass } from './startup-contribution.ts';

/** The contribution of class `type` that the container binds: the instance the start-up starts and stops. */
export function boundContribution<T extends StartupContribution>(container: Container, type: StartupClass & (abstract new (...args: never[]) => T)): T {
  const found = container.getAll<StartupContribution>(StartupContribution).find((c): c is T => c instanceof type);
  if (!found) throw new Error(`${type.name} is not bound to StartupContribution`);
  return found;
}

/** A `WithChunk` whose chunks never arrive; `loads` counts what was asked for. */
export function pendingChunks(): { withChunk: WithChunk; loads: () => number } {
  let loads = 0;
  const withChunk: WithChunk = () => {
    loads++;
    return new Promise<never>(() => undefined);
  };
  return { withChunk, loads: () => loads };
}

/**
 * A job of the `chunkWhenStartup` shape, started while the session says it is not yet time and stopped (twice:
 * stopping again is harmless); then `makeItTime` changes the session. Answers how many chunks were asked for: 0 when
 * the stop ended the wait.
 */
export async function loadsAfterStopWhileWaiting(
  job: new (session: SessionStore, withChunk: WithChunk) => StartupContribution,
  makeItTime: (session: SessionStore) => void,
): Promise<number> {
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
  const chunks = pendingChunks();
  const startup = new job(session, chunks.withChunk);
  void startup.start();
  startup.stop();
  startup.stop();
  makeItTime(session);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return chunks.loads();
}
