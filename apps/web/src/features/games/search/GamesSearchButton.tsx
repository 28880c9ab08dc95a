import { Button } from '@casino/ui/button';
import { Trans } from '@lingui/react/macro';
import { SEARCH_KEYSHORTCUTS, useOpenGamesSearch, useSearchShortcuts } from './open-search.ts';

/** The hall's search button (and its `/` and Ctrl/⌘+K shortcuts); the dialog's code loads when it is first used. */
export function GamesSearchButton() {
  const open = useOpenGamesSearch();
  useSearchShortcuts(open);
  return (
    <Button variant="secondary" onPress={open} aria-keyshortcuts={SEARCH_KEYSHORTCUTS}>
      <Trans>Search games</Trans>
    </Button>
  );
}
