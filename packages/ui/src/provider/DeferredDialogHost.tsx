import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DialogHostProps } from '../dialogs/DialogHost';
import { type DialogHostComponent, loadDialogHost, loadedDialogHost } from '../dialogs/host-loader';

/**
 * `DialogHost`, fetched when the first dialog opens rather than with the page: most pages open none, and the
 * overlay code is a large part of react-aria. Once loaded it stays mounted, so later dialogs open at once.
 */
export function DeferredDialogHost(props: DialogHostProps) {
  const { controller } = props;
  const wanted = useSyncExternalStore(controller.subscribe, () => controller.getSnapshot().stack.length > 0, () => false);
  const [Host, setHost] = useState<DialogHostComponent | undefined>(loadedDialogHost);
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
