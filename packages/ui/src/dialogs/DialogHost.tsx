import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../components/Button/Button';
import { IconButton } from '../components/IconButton/IconButton';
import { AriaScope } from '../provider/AriaScope';
import type { DialogController } from './controller';
import type { DialogEntry } from './types';
import { canCloseDialog, outsideClickCloses } from './close-rules';
import * as styles from './DialogHost.css';

export type DialogHostLabels = {
  /** Close button's accessible name; default "Close". */
  close?: string;
  /** Confirm defaults; "OK" and "Cancel". */
  agree?: string;
  reject?: string;
};

export type DialogHostProps = {
  controller: DialogController<ReactNode>;
  labels?: DialogHostLabels;
  /** Base z-index; each stacked dialog sits one above the previous. Default 1000. */
  zIndex?: number;
};

/**
 * Renders the controller's stack with react-aria modals: focus is trapped in the top dialog,
 * Escape and overlay click dismiss popups and curtains (not when `preventClose`; a confirm only by
 * its buttons, see `canCloseDialog`; not the click that opened it, see `outsideClickCloses`), and
 * react-aria locks page scroll while any modal is open.
 */
export function DialogHost({ controller, labels = {}, zIndex = 1000 }: DialogHostProps) {
  const { stack } = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  // Mount dialogs opened together one commit apart: react-aria hides everything outside the
  // modal mounted last, so the top of the stack has to mount last to stay visible.
  const [mounted, setMounted] = useState<readonly string[]>([]);
  useEffect(() => {
    const next = stack.find((entry) => !mounted.includes(entry.id));
    const kept = mounted.filter((id) => stack.some((entry) => entry.id === id));
    if (!next && kept.length === mounted.length) return;
    // one more per commit is the point here (see above), so the state is set from the effect on purpose
    const mount = () => setMounted(next ? [...kept, next.id] : kept);
    // A dialog nobody asked for this moment (a campaign, a notice after sign-up) mounts as a transition: rendered in
    // slices, its focus and other effects in a task after the commit, so a page still starting is not frozen while
    // it opens. One the player opened mounts at once.
    if (next?.queued) startTransition(mount);
    else mount();
  }, [mounted, stack]);
  // the host loads lazily and renders beside the page, so it brings react-aria's locale and router itself
  return (
    <AriaScope>
      {stack.filter((entry) => mounted.includes(entry.id)).map((entry, index) => (
        <DialogView key={entry.id} entry={entry} controller={controller} labels={labels} zIndex={zIndex + index} />
      ))}
    </AriaScope>
  );
}

type ViewProps = { entry: DialogEntry<ReactNode>; controller: DialogController<ReactNode>; labels: DialogHostLabels; zIndex: number };

function DialogView({ entry, controller, labels, zIndex }: ViewProps) {
  const { id, kind, size, color, side, preventClose, title, ariaLabel } = entry;
  const isConfirm = kind === 'confirm';
  const [openedAt] = useState(() => performance.now());
  // before the browser paints this dialog: the copy it replaces and this one are never on screen together
  useLayoutEffect(() => entry.replaces?.remove(), [entry.replaces]);
  const instant = entry.replaces ? '' : undefined;
  return (
    <ModalOverlay
      isOpen
      isDismissable={canCloseDialog(kind, 'overlay', preventClose)}
      shouldCloseOnInteractOutside={() => outsideClickCloses(openedAt, performance.now())}
      isKeyboardDismissDisabled={!canCloseDialog(kind, 'escape', preventClose)}
      onOpenChange={(open) => !open && controller.dismiss(id)}
      className={styles.overlay({ kind, side: kind === 'curtain' ? side : undefined })}
      style={{ zIndex }}
      data-dialog-id={id}
      data-instant={instant}
    >
      <Modal
        className={`${styles.modal({ kind, size, color, side })} ${kind === 'popup' ? styles.mobileFull : ''}`}
        data-curtain={kind === 'curtain' ? '' : undefined}
        data-instant={instant}
      >
        <Dialog
          className={styles.dialog}
          role={isConfirm ? 'alertdialog' : 'dialog'}
          aria-label={title ? undefined : ariaLabel}
          data-kind={kind}
        >
          {(title || !preventClose) && (
            <div className={styles.header}>
              {title && <Heading slot="title" className={styles.title}>{title}</Heading>}
              {!preventClose && !isConfirm && (
                <IconButton icon="close" label={labels.close ?? 'Close'} size="sm" className={styles.closeButton} onPress={() => controller.dismiss(id)} />
              )}
            </div>
          )}
          {isConfirm ? (
            <>
              {entry.confirm?.content}
              <div className={styles.actions}>
                {/* Focus starts on the safe answer (WAI-ARIA alertdialog): confirms guard destructive actions. */}
                <Button variant="secondary" autoFocus onPress={() => controller.close(id, false, { force: true })}>
                  {entry.confirm?.rejectLabel ?? labels.reject ?? 'Cancel'}
                </Button>
                <Button onPress={() => controller.close(id, true, { force: true })}>
                  {entry.confirm?.agreeLabel ?? labels.agree ?? 'OK'}
                </Button>
              </div>
            </>
          ) : (
            entry.render?.(controller.contextFor<never>(id))
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
