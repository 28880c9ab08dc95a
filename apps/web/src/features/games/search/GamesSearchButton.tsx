import { Button } from '@casino/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { Dialogs } from '../../../shared/services/overlays.ts';
import { gamesCatalog, gamesChunkModules, gamesChunkAdapters } from '../shared/chunk.ts';
import { GamesSearchPopup } from './GamesSearchPopup.tsx';

export const modules = gamesChunkModules;
export const adapters = gamesChunkAdapters;
export const catalog = gamesCatalog;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Opens the games search; `/` (outside text fields) and Ctrl/⌘+K open it from anywhere while it is on the page. */
export function GamesSearchButton() {
  const dialogs = useService<Dialogs>(Dialogs);
  const { t } = useLingui();
  const open = useRef(false);
  const show = useCallback(() => {
    if (open.current) return;
    open.current = true;
    const handle = dialogs.open({ size: 'medium', title: t`Search games`, render: (context) => <GamesSearchPopup close={() => context.close()} /> });
    void handle.result.finally(() => (open.current = false));
  }, [dialogs, t]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target))) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);
  return (
    <Button variant="secondary" onPress={show} aria-keyshortcuts="/ Control+K Meta+K">
      <Trans>Search games</Trans>
    </Button>
  );
}
