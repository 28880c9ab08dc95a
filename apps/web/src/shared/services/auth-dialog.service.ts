import type { AuthPopupMode } from '@casino/domain/routing';
import { inject, injectable } from 'inversify';
import { AuthDialogSlot, type AuthDialogRenderer } from '../slots/kernel-slots.ts';
import { Dialogs, PLAYER_ONLY } from './overlays.ts';

export interface AuthDialogOptions {
  readonly preventClose?: boolean;
  readonly title: string;
}

/** Opens the sign-in / sign-up dialog (its body is what fills `AuthDialogSlot`) and tells when it closed. */
@injectable()
export class AuthDialogService {
  constructor(
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(AuthDialogSlot) private readonly render: AuthDialogRenderer,
  ) {}

  private readonly openDialogs = new Map<string, { readonly mode: AuthPopupMode; readonly close: () => void; readonly result: Promise<unknown> }>();

  /**
   * While a dialog of a mode is open, another request for that mode (an address asking for it, read again by a screen
   * that mounted anew) gets that dialog's outcome instead of a second, same dialog over it: one Escape must close what
   * the player sees. A different mode still opens over it (a social registration's completion over the sign-in).
   */
  open(mode: AuthPopupMode, options: AuthDialogOptions): Promise<unknown> {
    const already = [...this.openDialogs.values()].find((dialog) => dialog.mode === mode);
    if (already) return already.result;
    const handle = this.dialogs.open({
      kind: 'popup',
      size: 'medium',
      preventClose: options.preventClose ?? false,
      // completing a social registration is the signed-in account's; the sign-in and sign-up modes are a guest's
      ...(mode === 'socialRegistration' ? { scope: PLAYER_ONLY } : {}),
      // names the dialog until the body's own title heading (which then labels it) has loaded
      ariaLabel: options.title,
      render: (context) => this.render(mode, () => context.close(undefined, { force: true }), options.title),
    });
    this.openDialogs.set(handle.id, { mode, close: () => handle.close(undefined, { force: true }), result: handle.result });
    void handle.result.finally(() => this.openDialogs.delete(handle.id));
    return handle.result;
  }

  /**
   * Closes the sign-in / sign-up dialogs that a signed-in player no longer needs (e.g. after signing in in another
   * tab). The social-registration completion stays: the account still has to finish it.
   */
  closeForSignedIn(): void {
    for (const dialog of [...this.openDialogs.values()]) if (dialog.mode !== 'socialRegistration') dialog.close();
  }
}
