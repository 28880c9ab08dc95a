import { SystemPage } from '@casino/ui/system-page';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';

/** A system page for an e-mail link's result, its button to a bare path of the site or an action. */
export function LinkResultPage(props: { icon: 'success' | 'error' | 'info'; header: ReactNode; description: ReactNode; action: ReactNode; to?: string; onAction?: () => void; pending?: boolean }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  return (
    <SystemPage
      icon={props.icon}
      pending={props.pending}
      pendingLabel={t`Please wait`}
      header={props.header}
      description={props.description}
      actionLabel={props.pending ? undefined : props.action}
      {...(props.onAction ? { onAction: props.onAction } : props.to ? { href: locale.localize(props.to) } : {})}
    />
  );
}
