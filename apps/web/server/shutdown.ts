import type { Server, ServerResponse } from 'node:http';

/** How a drain ended: every request finished, or the grace ran out and the rest were cut. */
type DrainResult = { readonly drained: true } | { readonly drained: false; readonly cut: number };

export interface Drain {
  /**
   * Stops taking connections at once, closes the idle keep-alive ones, lets the requests in flight finish (each
   * connection closed after its response) and, after `graceMs`, cuts what is left. Settles when the server is closed.
   */
  (graceMs: number): Promise<DrainResult>;
  /** Requests being answered now. */
  readonly inFlight: () => number;
}

/**
 * The server's graceful stop. Install it before the server listens: it counts the requests in flight from the first.
 * A deploy or a scale-down sends SIGTERM and, a while later, SIGKILL: what is cut by SIGKILL is a visitor's failed page
 * or a player's lost answer, so the server stops taking new connections, finishes what it has, and exits first.
 */
export function createDrain(server: Server): Drain {
  const active = new Set<ServerResponse>();
  let draining = false;
  // a response that finishes while draining leaves an idle connection behind: close it rather than keep it alive
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    res.once('close', () => active.delete(res));
    // a request that arrives on a connection already open (keep-alive) during the drain is answered, then closed
    if (draining) stopKeepAlive(res, closeIdleSoon);
  });
  const drain = (graceMs: number) =>
    new Promise<DrainResult>((done) => {
      draining = true;
      const timer = setTimeout(() => {
        const cut = active.size;
        server.closeAllConnections();
        done({ drained: false, cut });
      }, graceMs);
      server.close(() => {
        clearTimeout(timer);
        done({ drained: true });
      });
      for (const res of active) stopKeepAlive(res, closeIdleSoon);
      server.closeIdleConnections();
    });
  return Object.assign(drain, { inFlight: () => active.size });
}

/** The response's connection is closed once it is sent: `Connection: close` when its headers are still ours to set. */
function stopKeepAlive(res: ServerResponse, closeIdleSoon: () => void): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  res.once('finish', closeIdleSoon);
}

export interface ShutdownOptions {
  /** How long requests in flight may take to finish after SIGTERM (`SHUTDOWN_GRACE_MS`). */
  readonly graceMs: number;
  readonly signals?: readonly NodeJS.Signals[];
  /** Where the signals come from (the process; a test passes its own). */
  readonly on?: (signal: NodeJS.Signals, listener: () => void) => void;
  readonly exit?: (code: number) => void;
  readonly log?: (message: string) => void;
}

/**
 * On SIGTERM (or SIGINT): drains the server within the grace, then exits with 0, whether every request finished or
 * the rest were cut (the stop was asked for; the log says which). A second signal during the drain changes nothing.
 */
export function exitOnSignal(drain: Drain, options: ShutdownOptions): void {
  // `on`, not `once`: a second signal (a supervisor passing one on again) must find the listener, or it would kill the
  // process with Node's default action in the middle of the drain
  const on = options.on ?? ((signal, listener) => process.on(signal, listener));
  const exit = options.exit ?? ((code) => process.exit(code));
  const log = options.log ?? ((message) => console.log(message));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`[web] ${signal}: finishing ${drain.inFlight()} request(s) in flight, at most ${options.graceMs / 1000} s`);
    void drain(options.graceMs).then((result) => {
      log(result.drained ? '[web] stopped: every request finished' : `[web] stopped: ${result.cut} request(s) cut after ${options.graceMs / 1000} s`);
      exit(0);
    });
  };
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) on(signal, () => stop(signal));
}
