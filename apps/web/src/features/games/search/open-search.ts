import type { I18n } from '@lingui/core';
import { useCallback, useEffect } from 'react';
import { loadChunk } from '../../../shared/di/lazy-chunk.ts';
import { useContainer } from '../../../shared/di/react.tsx';
import { Dialogs } from '../../../shared/services/overlays.ts';
import { LinguiI18n } from '../../../shared/stores/locale.store.ts';

/** The search dialog's code (combobox, view-model, the feature's catalog): fetched when the search first opens. */
const loadSearch = () => import('./GamesSearchPopup.tsx');

/** Containers with a search open or opening: the header's and the hall's buttons and the shortcuts open one at a time. */
const opening = new WeakSet<object>();

/**
 * Opens the games search dialog, loading its chunk first. Cheap to hold: the header carries it on every page, so
 * nothing of the search is fetched until a player asks for it. A failed fetch leaves it closed; the next press retries.
 */
export function useOpenGamesSearch(): (initialQuery?: string) => void {
  const container = useContainer();
  return useCallback((initialQuery?: string) => {
    if (opening.has(container)) return;
    opening.add(container);
    void loadChunk(container, loadSearch)
      .then(({ openSearchDialog }) => openSearchDialog(container.get<Dialogs>(Dialogs), container.get<I18n>(LinguiI18n), initialQuery))
      .catch(() => undefined)
      .finally(() => opening.delete(container));
  }, [container]);
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Whether a key press is the search shortcut: `/` outside text fields, or Ctrl/⌘+K anywhere. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target);
}

/** What `aria-keyshortcuts` says of the buttons that open the search. */
export const SEARCH_KEYSHORTCUTS = '/ Control+K Meta+K';

/** Opens the search on its shortcuts while the calling component is on the page. */
export function useSearchShortcuts(open: (initialQuery?: string) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}
