import type { Page } from '@playwright/test';
import type { PlayerSpec } from '../../../e2e/support.ts';
import type { Driver } from '../cell.ts';

/** The profile's "could not reach the server" line, said where the action happened. */
const UNAVAILABLE = (page: Page) => page.getByText(/We could not reach the server|Too many attempts/).locator('visible=true');

/** A fresh player's action on a profile screen (each action changes the account), whose failure the player is told. */
export const freshAction = (screen: string, player: PlayerSpec = {}): Pick<Driver, 'who' | 'screen' | 'failure'> => ({
  who: { fresh: player },
  screen,
  failure: 'message',
});

/** The same, told by the profile's line where the action happened rather than the generic message. */
export const profileAction = (screen: string, player: PlayerSpec = {}): Pick<Driver, 'who' | 'screen' | 'failure' | 'message'> => ({
  ...freshAction(screen, player),
  message: UNAVAILABLE,
});
