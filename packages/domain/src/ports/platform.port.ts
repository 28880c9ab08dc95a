import type { WindowMessage } from '../shared/window-message';

/** Browser-side storage of JSON values (local storage). Never throws: private modes and quotas degrade to no-ops. */
export interface LocalStoragePort {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Changes made by other tabs (the `storage` event). Returns an unsubscribe function. */
  subscribe(listener: (key: string, value: unknown) => void): () => void;
}
export const LocalStoragePort = Symbol.for('LocalStoragePort');

export interface CookiePort {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeSeconds: number; path?: string; sameSite?: 'Lax' | 'Strict' }): void;
}
export const CookiePort = Symbol.for('CookiePort');

/** Time and timers, so rules and view-models are testable with a fake clock. */
export interface ClockPort {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
export const ClockPort = Symbol.for('ClockPort');


/**
 * window.postMessage behind one adapter: sending always names the target origin; receiving drops
 * messages from origins not in `allowedOrigins`, messages that fail `accept` and, when `source` is given, messages
 * sent by any window but the one it returns (a frame's own window, not another page of the same origin).
 */
export interface WindowMessagingPort {
  post(target: { postMessage(message: unknown, targetOrigin: string): void }, message: WindowMessage, targetOrigin: string): void;
  listen(options: { allowedOrigins: readonly string[]; accept: (data: unknown) => data is WindowMessage; source?: () => unknown }, handler: (message: WindowMessage, origin: string) => void): () => void;
}
export const WindowMessagingPort = Symbol.for('WindowMessagingPort');

/** Analytics sink. */
export interface AnalyticsPort {
  track(event: string, params?: Readonly<Record<string, unknown>>): void;
  identify(uid: number): void;
  anonymize(): void;
}
export const AnalyticsPort = Symbol.for('AnalyticsPort');

/** Where failures that the user does not need to see go. */
export interface LoggerPort {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}
export const LoggerPort = Symbol.for('LoggerPort');

/** Server-side key/value storage of the signed-in player (`storage.get/set`). */
export interface ServerStoragePort {
  get(keys: readonly string[], signal?: AbortSignal): Promise<import('./account.port').ApiResult<Readonly<Record<string, string>>>>;
  set(key: string, value: string, signal?: AbortSignal): Promise<import('./account.port').ApiResult<true>>;
}
export const ServerStoragePort = Symbol.for('ServerStoragePort');
