import type { Locator, Page } from '@playwright/test';
import type { PlayerSpec } from '../../e2e/support.ts';
import type { Kind } from './kinds.ts';

/**
 * Who opens the screen: a guest, the sandbox's demo player (read-only screens: nothing the cell does changes it), or
 * a fresh sandbox player made for each run (an action that uses up state: a bonus to activate, a cashback to pay; a
 * chain's failing kinds use up nothing, its last retry does).
 */
type Who = 'guest' | 'demo' | { readonly fresh: PlayerSpec };

/** The player an action runs for, signed in in the cell's browser context. */
export interface Actor {
  readonly email: string;
  readonly password: string;
}

/** A control the player presses, and what they typed before pressing it (kept through a failure). */
export interface Control {
  readonly press: Locator;
  /**
   * A key to press on the focused control instead of a click: Space for a switch whose input is drawn over, or the
   * last character of a code whose typing makes the call (a promo code is checked as it is typed).
   */
  readonly key?: string;
  /** Fields whose typed values must still be there after the failure. */
  readonly typed?: readonly Locator[];
}

interface Action {
  /** State the action needs, made through the API once the player is signed in. */
  readonly prepare?: (page: Page, actor: Actor) => Promise<void>;
  /** On the open screen: fills what the action needs and answers the control to press. */
  readonly open: (page: Page, actor: Actor) => Promise<Control>;
  /** After the failure, once the fault is cleared: what the player presses to try again (the same control when omitted). */
  readonly again?: (page: Page, actor: Actor) => Promise<Locator>;
}

/**
 * The cell driver of one operation: who, which screen, and for an action what the player types and presses. Without
 * `action` the operation is one the screen makes while it opens (the fault is in place before the page loads).
 */
export interface Driver {
  readonly op: string;
  readonly who: Who;
  /** Path of the screen that uses the operation. */
  readonly screen: string;
  readonly action?: Action;
  /**
   * `message`: the spec has the player told (an alert, an inline error, a failure page with a retry); `silent`: the
   * part that needs the answer stays away and nothing is said (a banner, a widget, a beacon).
   */
  readonly failure: 'message' | 'silent';
  /** The message when the generic one (an alert, "could not", "try again") does not fit. */
  readonly message?: (page: Page) => Locator;
  /** How long the message may take (default 8 s): a game frame is given up on by the app's own start deadline. */
  readonly messageWithinMs?: number;
  /** Screens in the bare layout (the registration form page) have no header. */
  readonly bare?: boolean;
  /** Start-up calls: also follow a link to another route afterwards (what the page loaded later must work too). */
  readonly startUp?: boolean;
  /**
   * Before the screen opens, for each kind: state the screen needs (made through the API); answers the screen's path
   * when it depends on that state (a payment's result page).
   */
  readonly prepare?: (page: Page, actor: Actor) => Promise<string | void>;
  /** After the screen opened (without an action): what the player does that makes the call (a click that loads more). */
  readonly after?: (page: Page) => Promise<void>;
  /**
   * How the player retries a load failure when the screen offers no "Try again": the default reloads the page.
   * `meets` is the kind the retry runs into: a reload into a held call waits only for the commit (its frame or
   * preload would keep the load event waiting).
   */
  readonly retry?: (page: Page, meets?: Kind) => Promise<void>;
  /**
   * A call that timed out on the player's side has still reached the server and done its work (a logout ends the
   * session): after a timeout the cell checks that effect instead of a retry, which would have nothing left to do.
   */
  readonly tookEffect?: (page: Page) => Promise<boolean>;
}
