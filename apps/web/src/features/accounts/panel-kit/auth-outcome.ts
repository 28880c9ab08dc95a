import type { AuthPanelProps } from './auth-panel.ts';

/**
 * What a panel's action came to. The view-model says what happened; `followOutcome` decides what the panel does
 * about it, so the same view-model serves the dialog and the embedded form pages.
 */
export type AuthOutcome =
  /** Nothing for the panel to do: the form shows the result itself (an error, a notice). */
  | 'none'
  /** The player is signed in with a complete account. */
  | 'signedIn'
  /** Signed in, but the social registration still asks for details. */
  | 'incomplete'
  /** A new account exists: the dialog closes while the welcome steps (popups, promo code, next page) run. */
  | 'registered'
  /** The welcome steps after a registration are done. */
  | 'welcomed'
  /** The failure replaced the screen (a banned player's page). */
  | 'fatal'
  /** Nothing more to do here (a social window ended without a session). */
  | 'dismissed'
  /** The panel hands over to another form. */
  | 'twoFactor'
  | 'restore'
  | 'registration'
  | 'signIn';

/** The one place that turns an outcome into what the panel does: close, switch mode, tell the host page. */
export function followOutcome(outcome: AuthOutcome, panel: AuthPanelProps): void {
  switch (outcome) {
    case 'none':
      return;
    case 'signedIn':
      panel.close();
      return panel.onSignedIn?.();
    case 'incomplete':
      // The embedded page continues in its own completion form; in the app the registration feature opens its
      // non-closable completion dialog for any incomplete session, so the dialog only closes.
      return panel.embedded ? panel.navigate('socialRegistration') : panel.close();
    case 'registered':
    case 'fatal':
    case 'dismissed':
      return panel.close();
    case 'welcomed':
      return panel.onSignedIn?.();
    case 'twoFactor':
      return panel.navigate('twofa');
    case 'restore':
      return panel.navigate('restore');
    case 'registration':
      return panel.navigate('registration');
    case 'signIn':
      return panel.navigate('authorization');
  }
}
