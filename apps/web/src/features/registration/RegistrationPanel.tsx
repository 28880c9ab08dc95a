import type { AuthPanelProps } from '../auth-dialog/auth-panel.ts';

/** The registration form (and, with `social`, the completion form of an incomplete social account). Interim body. */
export interface RegistrationPanelProps extends AuthPanelProps {
  readonly social?: boolean;
}

export default function RegistrationPanel(_props: RegistrationPanelProps) {
  return null;
}
