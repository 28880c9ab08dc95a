import type { WindowMessage } from '@casino/domain/shared';
import type {
  AnalyticsPort, CookiePort, LocalStoragePort, LoggerPort, WindowMessagingPort,
} from '@casino/domain/ports';

export class MemoryLocalStorage implements LocalStoragePort {
  readonly values = new Map<string, unknown>();
  private listeners = new Set<(key: string, value: unknown) => void>();
  get<T>(key: string) {
    return this.values.get(key) as T | undefined;
  }
  set(key: string, value: unknown) {
    this.values.set(key, structuredClone(value));
  }
  remove(key: string) {
    this.values.delete(key);
  }
  subscribe(listener: (key: string, value: unknown) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  /** Simulates another tab writing a key. */
  emitFromOtherTab(key: string, value: unknown) {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, value);
    this.listeners.forEach((l) => l(key, value));
  }
}

export class MemoryCookies implements CookiePort {
  readonly values = new Map<string, { value: string; maxAgeSeconds: number }>();
  get(name: string) {
    return this.values.get(name)?.value;
  }
  set(name: string, value: string, options: { maxAgeSeconds: number }) {
    this.values.set(name, { value, maxAgeSeconds: options.maxAgeSeconds });
  }
}

export class RecordingAnalytics implements AnalyticsPort {
  readonly events: Array<{ event: string; params?: Readonly<Record<string, unknown>> }> = [];
  uid: number | undefined;
  track(event: string, params?: Readonly<Record<string, unknown>>) {
    this.events.push({ event, params });
  }
  identify(uid: number) {
    this.uid = uid;
  }
  anonymize() {
    this.uid = undefined;
  }
}

export class RecordingLogger implements LoggerPort {
  readonly entries: Array<{ level: 'warn' | 'error'; message: string; detail?: unknown }> = [];
  warn(message: string, detail?: unknown) {
    this.entries.push({ level: 'warn', message, detail });
  }
  error(message: string, detail?: unknown) {
    this.entries.push({ level: 'error', message, detail });
  }
}

export class RecordingMessaging implements WindowMessagingPort {
  readonly sent: Array<{ message: WindowMessage; targetOrigin: string }> = [];
  private handlers: Array<{ allowedOrigins: readonly string[]; accept: (d: unknown) => d is WindowMessage; source?: () => unknown; handler: (m: WindowMessage, origin: string) => void }> = [];
  post(_target: unknown, message: WindowMessage, targetOrigin: string) {
    this.sent.push({ message, targetOrigin });
  }
  listen(options: { allowedOrigins: readonly string[]; accept: (d: unknown) => d is WindowMessage; source?: () => unknown }, handler: (m: WindowMessage, origin: string) => void) {
    const entry = { ...options, handler };
    this.handlers.push(entry);
    return () => void (this.handlers = this.handlers.filter((h) => h !== entry));
  }
  /** Delivers a message as if window `source` of `origin` sent it (filtered like the real adapter). */
  receive(data: unknown, origin: string, source?: unknown) {
    for (const h of this.handlers) if (h.allowedOrigins.includes(origin) && (!h.source || h.source() === source) && h.accept(data)) h.handler(data, origin);
  }
}
