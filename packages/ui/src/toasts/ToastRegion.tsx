import { useSyncExternalStore } from 'react';
import { Icon } from '../components/Icon/Icon';
import type { IconName } from '../components/Icon/icons';
import { square } from '../components/IconButton/IconButton.css';
import { PlainButton } from '../components/PlainButton/PlainButton';
import type { Toast, ToastController, ToastKind } from './controller';
import * as styles from './ToastRegion.css';

const kindIcon: Record<ToastKind, IconName> = { info: 'info', success: 'success', warning: 'warning', error: 'error' };

export type ToastRegionProps = {
  controller: ToastController;
  /** Header height (px or CSS length) the region sits under; default 64. */
  headerHeight?: number | string;
  /** Landmark name; default "Notifications". */
  label?: string;
  /** Close button name; default "Close notification". */
  closeLabel?: string;
};

/**
 * The toast stack under the header. A polite live region announces each new toast; timers
 * pause while a toast is hovered or holds focus so people can read and reach the close button.
 */
export function ToastRegion({ controller, headerHeight = 64, label = 'Notifications', closeLabel = 'Close notification' }: ToastRegionProps) {
  const toasts = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const offset = typeof headerHeight === 'number' ? `${headerHeight}px` : headerHeight;
  return (
    <section aria-label={label} className={styles.region} style={{ insetBlockStart: `calc(${offset} + 8px)` }}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} controller={controller} closeLabel={closeLabel} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, controller, closeLabel }: { toast: Toast; controller: ToastController; closeLabel: string }) {
  const pause = () => controller.pause(toast.id);
  const resume = () => controller.resume(toast.id);
  return (
    <li
      className={styles.toast({ kind: toast.kind })}
      data-kind={toast.kind}
      data-type={toast.type}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <Icon name={toast.icon ?? kindIcon[toast.kind]} size={22} className={styles.iconColor({ kind: toast.kind })} />
      <div className={styles.text}>
        <span className={styles.title}>{toast.title}</span>
        {toast.description && <span className={styles.description}>{toast.description}</span>}
      </div>
      {toast.allowClose && (
        // a native button: the region is on every page from the first paint, before react-aria's code loads
        <PlainButton variant="ghost" size="sm" className={square} aria-label={closeLabel} onClick={() => controller.dismiss(toast.id)}>
          <Icon name="close" size={16} />
        </PlainButton>
      )}
    </li>
  );
}
