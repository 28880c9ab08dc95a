import type { DialogHostProps } from './DialogHost';

export type DialogHostComponent = (props: DialogHostProps) => React.ReactNode;

let loaded: DialogHostComponent | undefined;
let loading: Promise<DialogHostComponent> | undefined;

/** The dialog host, if its module has loaded. */
export const loadedDialogHost = (): DialogHostComponent | undefined => loaded;

/** Loads the dialog host's module once (react-aria's modal, focus scope and scroll lock come with it). */
export function loadDialogHost(): Promise<DialogHostComponent> {
  loading ??= import('./DialogHost').then(
    (m) => (loaded = m.DialogHost),
    (error: unknown) => {
      loading = undefined; // the next dialog tries again
      throw error;
    },
  );
  return loading;
}

/**
 * Starts loading the dialog host before any dialog opens, for an app that knows one is about to (a popup decided
 * at start-up): the first dialog otherwise waits for this chunk after it is asked to open. Never fails: if the chunk
 * cannot load now, the first dialog asks for it again.
 */
export function preloadDialogHost(): Promise<void> {
  return loadDialogHost().then(
    () => undefined,
    () => undefined,
  );
}
