/**
 * Fault injection for tests (development mode only): `POST /__sandbox/faults` with
 * `{ "method": "cashier.makedeposit", "status": 500 | "error": "network" | "delayMs": 3000 | "body": "malformed", "times": 1 }`;
 * `"type": "UserBannedException"` with a status picks the catalogue type of the injected error.
 * `method` is an operationId or a request path; `times` defaults to 1 (use -1 for "until cleared").
 *
 * A `delayMs` holds the call for that long, or until `POST /__sandbox/faults/release` lets the scope's held calls go
 * (answered once they have finished): a test of a retry after a timeout ends the hold when it is ready, instead of
 * waiting out a delay long enough for the slowest machine.
 *
 * `scope` limits a fault to the requests that carry the cookie `sandbox_scope` with that value. Browser tests and the
 * fault matrix give each browser context its own scope, so a fault one test injects never reaches a page another
 * test runs at the same time, and fault tests can run in parallel like the rest.
 */
export const SCOPE_COOKIE = 'sandbox_scope';

export interface Fault {
  method: string;
  status?: number;
  /** Catalogue type of the injected error (default: derived from the status). */
  type?: string;
  error?: 'network';
  delayMs?: number;
  body?: 'malformed';
  times?: number;
  scope?: string;
}

/** A call held by a delay: `release` ends the wait early, `finished` settles once the call has been answered. */
interface Hold {
  readonly scope: string | undefined;
  readonly release: () => void;
  readonly finished: Promise<void>;
}

export class Faults {
  private faults: Array<Fault & { left: number }> = [];
  private readonly holds = new Set<Hold>();

  /** Holds a call for `delayMs` or until released; the caller reports `finish` once it has answered the call. */
  hold(delayMs: number, scope: string | undefined): { wait: Promise<void>; finish: () => void } {
    let release!: () => void;
    let finish!: () => void;
    const wait = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(release, delayMs);
    const hold: Hold = { scope, release, finished: new Promise<void>((resolve) => (finish = resolve)) };
    this.holds.add(hold);
    void wait.then(() => clearTimeout(timer));
    return {
      wait,
      finish: () => {
        this.holds.delete(hold);
        finish();
      },
    };
  }

  /** Lets the held calls of a scope (every one without a scope) go on now; settles once they have been answered. */
  async release(scope?: string): Promise<number> {
    const held = [...this.holds].filter((h) => scope === undefined || h.scope === scope);
    for (const h of held) h.release();
    await Promise.all(held.map((h) => h.finished));
    return held.length;
  }

  add(input: unknown): Fault {
    const fault = input as Fault;
    if (!fault || typeof fault.method !== 'string' || !fault.method) throw new Error('fault needs a "method" (operationId or path)');
    if (fault.status !== undefined && !(Number.isInteger(fault.status) && fault.status >= 400 && fault.status <= 599)) throw new Error('"status" must be 400-599');
    if (fault.type !== undefined && fault.status === undefined) throw new Error('"type" goes with "status"');
    if (fault.error !== undefined && fault.error !== 'network') throw new Error('"error" must be "network"');
    if (fault.body !== undefined && fault.body !== 'malformed') throw new Error('"body" must be "malformed"');
    if (fault.scope !== undefined && (typeof fault.scope !== 'string' || !fault.scope)) throw new Error('"scope" must be a non-empty string');
    if (fault.delayMs !== undefined && !(fault.delayMs >= 0 && fault.delayMs <= 120_000)) throw new Error('"delayMs" must be 0-120000');
    this.faults.push({ ...fault, left: fault.times ?? 1 });
    return fault;
  }

  /** Takes (and counts down) the first fault matching the operation or path, unscoped or of the request's scope. */
  take(operationId: string | undefined, path: string, scope: string | undefined): Fault | undefined {
    const index = this.faults.findIndex((f) => (f.method === operationId || f.method === path) && (f.scope === undefined || f.scope === scope));
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    if (fault.left > 0 && --fault.left === 0) this.faults.splice(index, 1);
    return fault;
  }

  /** Every fault, or only those of one scope. */
  list(scope?: string): Fault[] {
    return this.faults.filter((f) => scope === undefined || f.scope === scope).map(({ left, ...f }) => ({ ...f, times: left }));
  }

  /** Clears every fault, or only those of one scope. */
  clear(scope?: string): void {
    this.faults = scope === undefined ? [] : this.faults.filter((f) => f.scope !== scope);
  }
}

export const statusType = (status: number) =>
  status === 401
    ? 'AuthorizationException'
    : status === 403
      ? 'AccessDeniedException'
      : status === 404
        ? 'MethodNotFoundException'
        : status === 429
          ? 'TooManyRequestsException'
          : status === 503
            ? 'ApplicationUnavailableException'
            : status < 500
              ? 'InvalidRequestException'
              : 'InternalServerErrorException';
