import { createStore } from '../lib/store';
import { nanoid } from 'nanoid';
import type { IconName } from '../components/Icon/icons';
import { toastDefaults } from './defaults';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** Default `info`; sets the colour and default icon. */
  kind?: ToastKind;
  title: string;
  description?: string;
  /** Overrides the kind's icon (the app maps its domain kinds – quest, level… – to icons). */
  icon?: IconName;
  /** Milliseconds before auto-dismiss; default the controller's (5000). `0` keeps it until closed. */
  duration?: number;
  /** Show a close button; default true. */
  allowClose?: boolean;
  /** Free-form tag for the app (e.g. the domain toast type). */
  type?: string;
}

export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly title: string;
  readonly description?: string;
  readonly icon?: IconName;
  readonly duration: number;
  readonly allowClose: boolean;
  readonly type?: string;
}

type Timer = { handle?: ReturnType<typeof setTimeout>; remaining: number; startedAt: number };

/** Headless toast list: newest last, timers pause while hovered or focused. */
export class ToastController {
  private readonly store = createStore<readonly Toast[]>([]);
  private readonly timers = new Map<string, Timer>();
  readonly subscribe = (listener: () => void) => this.store.subscribe(listener);
  readonly getSnapshot = () => this.store.getSnapshot();

  constructor(private readonly options: { defaultDuration?: number; max?: number } = {}) {}

  show(options: ToastOptions): string {
    const timing = toastDefaults(options.kind ?? 'info', { durationMs: options.duration ?? this.options.defaultDuration, allowClose: options.allowClose });
    const toast: Toast = {
      id: nanoid(),
      kind: timing.kind,
      title: options.title,
      description: options.description,
      icon: options.icon,
      duration: timing.durationMs,
      allowClose: timing.allowClose,
      type: options.type,
    };
    const max = this.options.max ?? 5;
    const list = [...this.getSnapshot(), toast];
    for (const old of list.splice(0, Math.max(0, list.length - max))) this.clearTimer(old.id);
    this.store.set(list);
    if (toast.duration > 0) this.start(toast.id, toast.duration);
    return toast.id;
  }

  dismiss(id: string): void {
    this.clearTimer(id);
    const list = this.getSnapshot();
    if (list.some((t) => t.id === id)) this.store.set(list.filter((t) => t.id !== id));
  }

  clear(): void {
    for (const id of this.timers.keys()) this.clearTimer(id);
    this.store.set([]);
  }

  /** Stop the auto-dismiss clock (hover or focus inside the toast). */
  pause(id: string): void {
    const timer = this.timers.get(id);
    if (!timer?.handle) return;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining -= Date.now() - timer.startedAt;
  }

  resume(id: string): void {
    const timer = this.timers.get(id);
    if (timer && !timer.handle) this.start(id, Math.max(0, timer.remaining));
  }

  private start(id: string, ms: number) {
    const handle = setTimeout(() => this.dismiss(id), ms);
    this.timers.set(id, { handle, remaining: ms, startedAt: Date.now() });
  }

  private clearTimer(id: string) {
    const timer = this.timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    this.timers.delete(id);
  }
}

export function createToastController(options?: { defaultDuration?: number; max?: number }): ToastController {
  return new ToastController(options);
}
