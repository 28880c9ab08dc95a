import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, sandboxUrl, type PlayerSpec } from '../support.ts';

/** What a player's one-shot actions stored (`GET /__sandbox/players/{login}/effects`): counts by kind. */
export type Effects = Readonly<Record<string, number>>;

export async function effectsOf(request: APIRequestContext, login: string): Promise<Effects> {
  const response = await request.get(`${sandboxUrl}/__sandbox/players/${encodeURIComponent(login)}/effects`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Effects;
}

/** The player the action runs for, signed in in the page's context. */
export interface Actor {
  readonly email: string;
  readonly password: string;
}

/**
 * One one-shot action: how to reach it with a fresh player, the control the player presses, how the screen says it
 * worked, and the stored effect that must exist exactly once afterwards.
 */
export interface OneShotAction {
  readonly name: string;
  /** The operation the timeout scenario holds past the client's deadline. */
  readonly operation: string;
  readonly player?: PlayerSpec;
  /** State the action needs, made through the API once the player is signed in (a bonus to activate, …). */
  readonly prepare?: (page: Page, actor: Actor) => Promise<void>;
  /** Opens the screen, fills what the action needs and answers the control to press. */
  readonly open: (page: Page, actor: Actor) => Promise<Locator>;
  /** Where a held Enter happens (a field of the form, or the control itself when omitted). */
  readonly enterOn?: (page: Page) => Locator;
  /** After the client gave up: what the player presses to try again (the same control when omitted). */
  readonly again?: (page: Page, actor: Actor) => Promise<Locator>;
  /** The screen shows the action done. */
  readonly done: (page: Page) => Promise<void>;
  /** The stored effect that must be there exactly once. */
  readonly effect: (effects: Effects) => number;
}

export const count = (key: string) => (effects: Effects) => effects[key] ?? 0;
export const prefixed = (prefix: string) => (effects: Effects) =>
  Object.entries(effects).filter(([k]) => k.startsWith(prefix)).reduce((n, [, v]) => n + v, 0);
