import { createStore } from '../lib/store';
import { nanoid } from 'nanoid';
import type {
  CloseOptions, ConfirmOptions, DialogContext, DialogEntry, DialogHandle, DialogOptions, DialogSnapshot,
} from './types';

// resolve and onClose are stored for dialogs of every result type, widened as they go in: each is only ever called
// with its own dialog's result
type Pending = { resolve: (value: unknown) => void; onClose?: (result: unknown) => void };

/**
 * Headless dialog controller: a stack of open dialogs plus a queue that opens
 * the next dialog once every open one has closed. Plain TypeScript; React reads it through
 * `subscribe`/`getSnapshot` (see `DialogHost`).
 */
export class DialogController<TContent = unknown> {
  private readonly store = createStore<DialogSnapshot<TContent>>({ stack: [], queued: [] });
  private readonly pending = new Map<string, Pending>();

  readonly subscribe = (listener: () => void) => this.store.subscribe(listener);
  readonly getSnapshot = () => this.store.getSnapshot();

  /** True while any dialog is open (the host locks page scroll meanwhile). */
  get isOpen(): boolean {
    return this.getSnapshot().stack.length > 0;
  }

  /** Open on top of the stack now. */
  open<R = unknown>(options: DialogOptions<TContent, R>): DialogHandle<R> {
    return this.add(this.entry(options), options.onClose, false);
  }

  /** Open when no dialog is open and every earlier queued dialog has closed. */
  queue<R = unknown>(options: DialogOptions<TContent, R>): DialogHandle<R> {
    return this.add(this.entry(options), options.onClose, true);
  }

  /** A confirm dialog: resolves `true` on agree, `false` on reject, dismissal or a forced close. */
  confirm(options: ConfirmOptions<TContent>): Promise<boolean> {
    const entry: DialogEntry<TContent> = {
      id: nanoid(),
      kind: 'confirm',
      size: options.size ?? 'medium', // every dialog kind defaults to medium; a confirm is no exception
      color: options.color ?? 'primary',
      side: 'end',
      preventClose: options.preventClose ?? false,
      ...(options.scope === undefined ? {} : { scope: options.scope }),
      title: options.title,
      confirm: { content: options.content, agreeLabel: options.agreeLabel, rejectLabel: options.rejectLabel },
    };
    return this.add<boolean>(entry, undefined, options.queued ?? false).result.then((r) => r === true);
  }

  /** Close a dialog (open or queued). Refused (returns false) for `preventClose` unless forced. */
  close(id: string, result?: unknown, options: CloseOptions = {}): boolean {
    const { stack, queued } = this.getSnapshot();
    const entry = stack.find((d) => d.id === id) ?? queued.find((d) => d.id === id);
    if (!entry) return false;
    if (entry.preventClose && !options.force) return false;
    this.store.set({ stack: stack.filter((d) => d.id !== id), queued: queued.filter((d) => d.id !== id) });
    const pending = this.pending.get(id);
    this.pending.delete(id);
    pending?.onClose?.(result);
    pending?.resolve(result);
    this.drain();
    return true;
  }

  /** A user's request to close (Escape, overlay click, close button): no result. */
  dismiss(id: string): boolean {
    return this.close(id, undefined);
  }

  /** Close the top dialog (respects `preventClose` unless forced). */
  closeTop(options: CloseOptions = {}): boolean {
    const top = this.getSnapshot().stack.at(-1);
    return top ? this.close(top.id, undefined, options) : false;
  }

  /** Close everything, queued dialogs included. Without `force`, `preventClose` dialogs stay. */
  closeAll(options: CloseOptions = {}): void {
    const { stack, queued } = this.getSnapshot();
    for (const d of [...queued, ...stack].reverse()) this.close(d.id, undefined, options);
  }

  /**
   * Close every dialog of a scope, open or queued (what belonged to something that has ended). Without `force`,
   * `preventClose` dialogs stay; the rest of the stack and queue is left as it was.
   */
  closeScope(scope: string, options: CloseOptions = {}): void {
    const { stack, queued } = this.getSnapshot();
    // the queued ones first: none of them then moves up into the stack as the open ones close
    for (const d of [...queued, ...[...stack].reverse()]) if (d.scope === scope) this.close(d.id, undefined, options);
  }

  private entry<R>(options: DialogOptions<TContent, R>): DialogEntry<TContent> {
    return {
      id: nanoid(),
      kind: options.kind ?? 'popup',
      size: options.size ?? 'medium',
      color: options.color ?? 'primary',
      side: options.side ?? 'end',
      preventClose: options.preventClose ?? false,
      ...(options.scope === undefined ? {} : { scope: options.scope }),
      title: options.title,
      ariaLabel: options.ariaLabel,
      render: options.render as DialogEntry<TContent>['render'],
      ...(options.replaces === undefined ? {} : { replaces: options.replaces }),
    };
  }

  private add<R>(options: DialogEntry<TContent>, onClose: ((r: R | undefined) => void) | undefined, queued: boolean): DialogHandle<R> {
    const entry = queued ? { ...options, queued } : options;
    const result = new Promise<R | undefined>((resolve) => {
      this.pending.set(entry.id, { resolve: resolve as (v: unknown) => void, onClose: onClose as ((result: unknown) => void) | undefined });
    });
    const { stack, queued: waiting } = this.getSnapshot();
    if (queued && (stack.length > 0 || waiting.length > 0)) this.store.set({ stack, queued: [...waiting, entry] });
    else this.store.set({ stack: [...stack, entry], queued: waiting });
    const close = (value?: R, options?: CloseOptions) => this.close(entry.id, value, options);
    return { id: entry.id, close, result };
  }

  private drain(): void {
    const { stack, queued } = this.getSnapshot();
    const [next, ...rest] = queued;
    if (stack.length === 0 && next) this.store.set({ stack: [next], queued: rest });
  }

  /** The context handed to `render`. */
  contextFor<R>(id: string): DialogContext<R> {
    return { id, close: (result?: R, options?: CloseOptions) => this.close(id, result, options) };
  }
}

export function createDialogController<TContent = unknown>(): DialogController<TContent> {
  return new DialogController<TContent>();
}
