import { createDialogController, type DialogController } from '@casino/ui/dialogs/controller'; // the controller alone: the host's react-aria code loads with the first dialog
import { createToastController, type ToastController } from '@casino/ui/toasts/controller';
import type { ReactNode } from 'react';

/** The one dialog stack and the one toast region of the app, bound in the container and handed to UiRoot. */
export const Dialogs = Symbol.for('Dialogs');
export type Dialogs = DialogController<ReactNode>;
export const Toasts = Symbol.for('Toasts');
export type Toasts = ToastController;

export const createOverlays = () => ({ dialogs: createDialogController<ReactNode>() as Dialogs, toasts: createToastController() as Toasts });
