import { createDialogController, type DialogController } from '@casino/ui/dialogs';
import { createToastController, type ToastController } from '@casino/ui/toasts';
import type { ReactNode } from 'react';

/** The one dialog stack and the one toast region of the app, bound in the container and handed to UiProvider. */
export const Dialogs = Symbol.for('Dialogs');
export type Dialogs = DialogController<ReactNode>;
export const Toasts = Symbol.for('Toasts');
export type Toasts = ToastController;

export const createOverlays = () => ({ dialogs: createDialogController<ReactNode>() as Dialogs, toasts: createToastController() as Toasts });
