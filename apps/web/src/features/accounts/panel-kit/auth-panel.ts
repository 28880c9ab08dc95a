import type { AuthPopupMode } from '@casino/domain/routing';

/**
 * What every panel of the sign-in / sign-up dialog receives (sign-in, two-factor, restore, registration,
 * social registration). The same panels render inside the dialog and on the embedded form pages
 * (`/forms/sign_in`, `/forms/sign_up`), where `embedded` is true and `onSignedIn` tells the parent window.
 */
export interface AuthPanelProps {
  /** Moves the dialog to another mode (forgot password → restore, ALREADY_ENABLED → twofa, …). */
  readonly navigate: (mode: AuthPopupMode) => void;
  /** Closes the dialog (no-op on embedded pages). */
  readonly close: () => void;
  /** True on the embedded form pages. */
  readonly embedded?: boolean;
  /** Called once a player is signed in or registered (after the panel's own success steps). */
  readonly onSignedIn?: () => void;
}
