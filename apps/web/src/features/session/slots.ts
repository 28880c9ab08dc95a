import type { ReactNode } from 'react';
import { defineSlot } from '../../shared/slots/slot.ts';

/*
 * What the session's services call on that its lazily loaded views supply. Types and tokens only, so the idle timer
 * holds no view code.
 */

/** What the inactivity warning's body shows and does. */
export interface InactivityWarningModel {
  readonly secondsLeft: number;
  stay(): void;
}

/** Renders the warning's body (lazily loaded) and can fetch it ahead of time. */
export interface InactivityWarningRenderer {
  render(model: InactivityWarningModel): ReactNode;
  preload(): void;
}

/** The inactivity warning the idle timer opens before it signs the player out. */
export const InactivityWarningSlot = defineSlot<InactivityWarningRenderer>('session.inactivityWarning');
