import { createDialogController, type DialogController } from '@casino/ui/dialogs/controller'; // the controller alone: the host's react-aria code loads with the first dialog
import { createToastController, type ToastController } from '@casino/ui/toasts/controller';
import type { ReactNode } from 'react';

/** The one dialog stack and the one toast region of the app, bound in the container and handed to UiRoot. */
export const Dialogs = Symbol.for('Dialogs');
export type Dialogs = DialogController<ReactNode>;
export const Toasts = Symbol.for('Toasts');
export type Toasts = ToastController;

/**
 * The scope of dialogs that only make sense for a signed-in player (a reality check, a bonus to confirm, the
 * identity check, a shop purchase): they close as the session ends, whatever ended it, since what they offer the
 * player is gone and a guest must not be left answering it. Open them with `scope: PLAYER_ONLY`.
 */
export const PLAYER_ONLY = 'player-only';

export const createOverlays = () => ({ dialogs: createDialogController<ReactNode>() as Dialogs, toasts: createToastController() as Toasts });
