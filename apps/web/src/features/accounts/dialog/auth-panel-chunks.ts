import type { AuthPopupMode } from '@casino/domain/routing';
import type { ComponentType } from 'react';
import type { FeatureChunk } from '../../../shared/di/lazy-chunk.ts';
import type { AuthPanelProps } from '../panel-kit/auth-panel.ts';

export type PanelChunk = FeatureChunk & { default: ComponentType<AuthPanelProps & { social?: boolean }> };

/** Each mode's panel is its own chunk, loaded (with the modules it lists) on first use. */
export const PANELS: Record<AuthPopupMode, () => Promise<PanelChunk>> = {
  authorization: () => import('../sign-in/SignInPanel.tsx'),
  twofa: () => import('../two-factor/TwoFactorPanel.tsx'),
  restore: () => import('../restore/RestorePanel.tsx'),
  registration: () => import('../registration/RegistrationPanel.tsx'),
  socialRegistration: () => import('../registration/RegistrationPanel.tsx'),
};
