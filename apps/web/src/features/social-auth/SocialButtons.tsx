/** Social sign-in buttons (spec part 1 §2.5, §4.2). Interim shape: the social-auth feature replaces the body. */
export interface SocialButtonsProps {
  readonly typeAuth: 'login' | 'registration';
  /** When true, a press does not open the popup and calls `onBlocked` (registration with terms unchecked). */
  readonly blocked?: boolean;
  readonly onBlocked?: () => void;
  /** Called once the popup reports a finished social sign-in (the session is already refreshed). */
  readonly onSignedIn?: () => void;
}

export function SocialButtons(_props: SocialButtonsProps) {
  return null;
}
