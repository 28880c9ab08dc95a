export { ToastController, createToastController, type Toast, type ToastKind, type ToastOptions } from './controller';
export { DEFAULT_TOAST_DURATION, toastDefaults, toastOffset } from './defaults';
export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { ToastsContext, useToasts } from './context';
