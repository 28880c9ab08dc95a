export { DialogController, createDialogController } from './controller';
export { DialogHost, type DialogHostProps, type DialogHostLabels } from './DialogHost';
export { DialogsContext, useDialogs } from './context';
export { canCloseDialog, type DialogCloseReason } from './close-rules';
export type {
  CloseOptions, ConfirmOptions, CurtainSide, DialogColor, DialogContext, DialogEntry, DialogHandle, DialogKind,
  DialogOptions, DialogSize, DialogSnapshot,
} from './types';
