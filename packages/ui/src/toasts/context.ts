import { createContext, useContext } from 'react';
import type { ToastController } from './controller';

export const ToastsContext = createContext<ToastController | null>(null);

/** The toast controller of the nearest `UiProvider`. */
export function useToasts(): ToastController {
  const controller = useContext(ToastsContext);
  if (!controller) throw new Error('useToasts() needs a <UiProvider> (or ToastsContext) above it');
  return controller;
}
