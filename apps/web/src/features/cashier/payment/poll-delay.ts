/** Waits between two looks at a pending payment; the cashier module binds a timer, tests an immediate one. */
export const PollDelay = Symbol.for('PollDelay');
export type PollDelay = (signal: AbortSignal) => Promise<void>;
export const POLL_INTERVAL_MS = 2000;

export const timerPollDelay: PollDelay = (signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, POLL_INTERVAL_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
