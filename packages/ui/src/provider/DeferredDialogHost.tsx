import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DialogHostProps } from '../dialogs/DialogHost';

type Host = (props: DialogHostProps) => React.ReactNode;

let loaded: Host | undefined;
let loading: Promise<Host> | undefined;

/** Loads the dialog host's module once (react-aria's modal, focus scope and scroll lock come with it). */
function loadDialogHost(): Promise<Host> {
  loading ??= import('../dialogs/DialogHost').then(
    (m) => (loaded = m.DialogHost),
    (error: unknown) => {
      loading = undefined; // the next dialog tries again
      throw error;
    },
  );
  return loading;
}

/**
 * `DialogHost`, fetched when the first dialog opens rather than with the page: most pages open none, and the
 * overlay code is a large part of react-aria. Once loaded it stays mounted, so later dialogs open at once.
 */
export function DeferredDialogHost(props: DialogHostProps) {
  const { controller } = props;
  const wanted = useSyncExternalStore(controller.subscribe, () => controller.getSnapshot().stack.length > 0, () => false);
  const [Host, setHost] = useState<Host | undefined>(() => loaded);
  useEffect(() => {
    if (Host || !wanted) return;
    let active = true;
    loadDialogHost().then(
      (component) => active && setHost(() => component),
      (error: unknown) => console.error('the dialog host could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, [Host, wanted]);
  return Host ? <Host {...props} /> : null;
}
