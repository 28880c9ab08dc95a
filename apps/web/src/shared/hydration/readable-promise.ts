/**
 * Marks a promise with its outcome the way React marks the promises it watched settle, so that `use` reads it
 * without suspending once it has settled, even the first time React sees it. A part hydrating from code that is
 * already here then hydrates in one pass, in answer to the event that woke it.
 */
export function readablePromise<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
