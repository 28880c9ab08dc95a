import type { ServerResponse } from 'node:http';
import { backendReads } from './backend-reads.ts';
import type { RendererState } from './rendered-pages.ts';

export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: string };

export interface ReadinessOptions {
  /** False until the start is done (the wait for the backend, the renderer's warm-up: server/main.ts). */
  readonly started: () => boolean;
  /** False once the server stops taking connections (SIGTERM). */
  readonly serving: () => boolean;
  readonly renderer: () => RendererState;
  /** Whether the backend answers a read now. */
  readonly backendAnswers: () => Promise<boolean>;
  /** How long one answer of the backend's stands: probes from every load balancer must not each reach the backend. */
  readonly cacheMs?: number;
  readonly now?: () => number;
}

/**
 * `/readyz`: whether this server should get visitors now. Ready once started, with the page renderer warm (or a build
 * without one) and the backend answering; otherwise the first reason it is not. The backend is asked at most once
 * per `cacheMs`, and probes arriving together share one question.
 */
export function createReadiness(options: ReadinessOptions): () => Promise<Readiness> {
  const cacheMs = options.cacheMs ?? 2_000;
  const now = options.now ?? Date.now;
  let last: { at: number; answer: Promise<boolean> } | undefined;
  const backendAnswers = () => {
    if (!last || now() - last.at >= cacheMs) last = { at: now(), answer: options.backendAnswers().catch(() => false) };
    return last.answer;
  };
  return async () => {
    if (!options.serving()) return { ready: false, reason: 'shutting down' };
    if (!options.started()) return { ready: false, reason: 'starting: waiting for the backend and warming the page renderer' };
    const renderer = options.renderer();
    if (renderer === 'warming') return { ready: false, reason: 'the page renderer is warming up' };
    if (renderer === 'failed') return { ready: false, reason: 'the page renderer could not be loaded (see the log)' };
    if (!(await backendAnswers())) return { ready: false, reason: 'the backend does not answer' };
    return { ready: true };
  };
}

/** Whether the backend answers the read every page needs first (its locales), within two seconds. */
export const backendProbe = (backend: string): (() => Promise<boolean>) => {
  const reads = backendReads(backend, 2_000);
  return async () => (await reads.locales()) !== undefined;
};

/** A health answer: JSON, never cached by anyone (a cached "ready" would hide a server that went down). */
export function sendHealth(res: ServerResponse, status: number, body: object, headOnly: boolean): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(headOnly ? undefined : text);
}
