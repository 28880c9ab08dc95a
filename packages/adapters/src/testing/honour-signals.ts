import { err } from '@casino/domain/shared';

/**
 * A fake port that treats an `AbortSignal` argument as the real adapters do: a call whose signal is aborted, before
 * or while it waits for its answer, answers the SDK's `AbortError` failure instead. The fakes themselves ignore
 * signals, so without this a view-model that loads with an already-aborted signal (one controller for its whole
 * life, aborted by a remount's `dispose()`) still passes its tests.
 * @example const vm = new DepositViewModel(honourSignals(kit.cashier), ...);
 */
export function honourSignals<T extends object>(port: T): T {
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const signal = args.find((arg): arg is AbortSignal => arg instanceof AbortSignal);
        if (signal?.aborted) return Promise.resolve(ABORTED);
        const answer: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (!signal || !(answer instanceof Promise)) return answer;
        return answer.then((result: unknown) => (signal.aborted ? ABORTED : result));
      };
    },
  });
}

const ABORTED = err({ type: 'AbortError', status: 0, message: 'This operation was aborted', fieldErrors: {}, errorData: {} });
