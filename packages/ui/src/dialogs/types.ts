/** Three kinds of dialog: a popup, a confirm (agree or reject, resolving true or false) and a curtain. */
export type DialogKind = 'popup' | 'confirm' | 'curtain';
export type DialogSize = 'small' | 'medium' | 'large' | 'fullscreen';
export type DialogColor = 'primary' | 'secondary';
/** Edge a curtain slides from (logical: `end` is the right edge in LTR, the left in RTL). */
export type CurtainSide = 'start' | 'end' | 'bottom';

export interface CloseOptions {
  /** Close even when the dialog has `preventClose`. */
  force?: boolean;
}

/** What a dialog's content receives. */
export interface DialogContext<R = unknown> {
  id: string;
  /** Close with a result; refused for a `preventClose` dialog unless `{ force: true }`. */
  close(result?: R, options?: CloseOptions): boolean;
}

export interface DialogOptions<TContent, R = unknown> {
  /** Default `popup`. */
  kind?: Exclude<DialogKind, 'confirm'>;
  /** Default `medium`. */
  size?: DialogSize;
  /** Default `primary` (popups). */
  color?: DialogColor;
  /** Curtain edge; default `end`. */
  side?: CurtainSide;
  /** Escape, overlay click and the close button do nothing; only a forced close closes it. */
  preventClose?: boolean;
  /** A tag shared by dialogs that end together: `closeScope(scope)` closes every open or queued one that has it. */
  scope?: string;
  /** Visible heading, also the accessible name. */
  title?: string;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Renders the body (for the React host: a ReactNode). */
  render: (context: DialogContext<R>) => TContent;
  /** Called once after the dialog closed (result is `undefined` when dismissed). */
  onClose?: (result: R | undefined) => void;
  /**
   * A copy of this dialog already on screen (a `StaticDialog` the server drew in the page): the host removes it in
   * the frame it draws its own, which then appears as it stands (no entrance), so the swap shows nothing.
   */
  replaces?: Element;
}

export interface ConfirmOptions<TContent> {
  title: string;
  content?: TContent;
  /** Button texts; defaults come from the host (`agreeLabel`, `rejectLabel`). */
  agreeLabel?: string;
  rejectLabel?: string;
  size?: DialogSize;
  color?: DialogColor;
  preventClose?: boolean;
  /** See `DialogOptions.scope`. */
  scope?: string;
  /** Wait in the queue instead of stacking on top. */
  queued?: boolean;
}

export interface DialogEntry<TContent = unknown> {
  readonly id: string;
  readonly kind: DialogKind;
  readonly size: DialogSize;
  readonly color: DialogColor;
  readonly side: CurtainSide;
  readonly preventClose: boolean;
  readonly scope?: string;
  readonly title?: string;
  readonly ariaLabel?: string;
  readonly render?: (context: DialogContext<never>) => TContent;
  readonly confirm?: { content?: TContent; agreeLabel?: string; rejectLabel?: string };
  /** Opened through `queue` (not in answer to the player): the host mounts it at a lower priority. */
  readonly queued?: boolean;
  /** See `DialogOptions.replaces`. */
  readonly replaces?: Element;
}

export interface DialogHandle<R = unknown> {
  readonly id: string;
  close(result?: R, options?: CloseOptions): boolean;
  /** Settles when the dialog closes: its result, or `undefined` when dismissed. */
  readonly result: Promise<R | undefined>;
}

export interface DialogSnapshot<TContent = unknown> {
  /** Open dialogs, bottom first; the last one is on top. */
  readonly stack: readonly DialogEntry<TContent>[];
  /** Dialogs waiting for the stack to empty, first in line first. */
  readonly queued: readonly DialogEntry<TContent>[];
}
