import { Button } from '@casino/ui/button';
import { Trans } from '@lingui/react/macro';
import { SEARCH_KEYSHORTCUTS, useOpenGamesSearch } from './open-search.ts';

/** The hall's search button; the dialog's code loads when it is first used (the header holds the shortcuts). */
export function GamesSearchButton() {
  const open = useOpenGamesSearch();
  return (
    <Button variant="secondary" onPress={() => open()} aria-keyshortcuts={SEARCH_KEYSHORTCUTS}>
      <Trans>Search games</Trans>
    </Button>
  );
}
