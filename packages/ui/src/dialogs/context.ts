import { createContext, useContext, type ReactNode } from 'react';
import type { DialogController } from './controller';

export const DialogsContext = createContext<DialogController<ReactNode> | null>(null);

/** The dialog controller of the nearest `UiProvider`. */
export function useDialogs(): DialogController<ReactNode> {
  const controller = useContext(DialogsContext);
  if (!controller) throw new Error('useDialogs() needs a <UiProvider> (or DialogsContext) above it');
  return controller;
}
