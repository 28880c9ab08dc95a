import { systemPageButtonTarget, systemPageShowsLoader, type SystemPageName } from '@casino/domain/errors';
import { SystemPage } from '@casino/ui/system-page';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useService } from '../../shared/di/react.tsx';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SYSTEM_PAGES, type SystemPageText } from './system-page-texts.ts';

/**
 * A system page by name: icon (or loader), header, description and the button to its target. `text` replaces the
 * page's own texts (a page of the same kind with other words, e.g. "could not reach the server" with its retry).
 */
export function SystemPageView({ page, text: own, description, onAction }: { page: SystemPageName; text?: SystemPageText; description?: ReactNode; onAction?: () => void }) {
  const { i18n } = useLingui();
  const locale = useService(LocaleStore);
  const text = own ?? SYSTEM_PAGES[page];
  return (
    <SystemPage
      icon={text.icon}
      pending={systemPageShowsLoader(page)}
      pendingLabel={i18n._(text.header)}
      header={i18n._(text.header)}
      description={description ?? i18n._(text.description)}
      actionLabel={i18n._(text.action)}
      {...(onAction ? { onAction } : { href: locale.localize(systemPageButtonTarget(page)) })}
    />
  );
}
