export { ToastController, createToastController, DEFAULT_TOAST_DURATION, type Toast, type ToastKind, type ToastOptions } from './controller';
export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { ToastsContext, useToasts } from './context';
