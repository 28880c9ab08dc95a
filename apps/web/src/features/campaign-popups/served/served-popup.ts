import { isDepositCampaign } from '@casino/domain/marketing';
import { fitsCampaignAudience, shouldOpenCampaignPopup } from '@casino/domain/policies';
import type { PopupCampaign } from '@casino/domain/ports';
import { STATIC_DIALOG_ATTRIBUTE } from '@casino/ui/dialogs/static-attributes';
import type { CampaignButton } from '../slots.ts';

/** The popups in the order they are offered: the highest priority first. */
export const byPriority = (popups: readonly PopupCampaign[]): PopupCampaign[] => [...popups].sort((a, b) => b.priority - a.priority);

/**
 * The campaign popup a page's HTML carries (`path` without its locale): the one its visitor would be offered first
 * there, a guest on a prerendered page, a player on the page the server rendered for them. Whether this browser has
 * seen it, has promotion paused or has just deposited only the browser knows: the page's script decides that
 * (reveal-served-popup.ts). None where no campaign opens (a game, the deposit form, an embedded form).
 */
export function popupToServe(popups: readonly PopupCampaign[], path: string, viewer: { readonly authenticated: boolean }): PopupCampaign | undefined {
  if (!shouldOpenCampaignPopup(path)) return undefined;
  return byPriority(popups).find((popup) => fitsCampaignAudience(popup.audience, viewer.authenticated));
}

/** What the page's script reads off the served popup before it shows it: `data-audience`, and `data-deposit` on a deposit campaign. */
export const servedPopupData = (popup: PopupCampaign): Record<`data-${string}`, string> => ({
  'data-audience': popup.audience,
  ...(isDepositCampaign(popup) ? { 'data-deposit': '' } : {}),
});

/** On a served popup's buttons: the button's place among the popup's buttons, and its action (the page's script reads both). */
export const SERVED_BUTTON_ATTRIBUTE = 'data-served-button';
export const SERVED_ACTION_ATTRIBUTE = 'data-served-action';
/**
 * Set by the page's script on a served popup when one of its buttons (other than a plain "close") was pressed before
 * the app started: that button's place. The app then does what the button says (`pressedServedButton`).
 */
export const SERVED_PRESS_ATTRIBUTE = 'data-pressed';

/** The attributes of a served popup's button, by its place among the popup's buttons. */
export const servedButtonData = (index: number, button: CampaignButton): Record<`data-${string}`, string> => ({
  [SERVED_BUTTON_ATTRIBUTE]: String(index),
  [SERVED_ACTION_ATTRIBUTE]: button.action,
});

/** A popup the page's HTML drew and its script showed (and the visitor has not closed). */
export interface ServedPopup {
  readonly sysname: string;
  readonly element: Element;
}

/** The served popup on screen, if any. */
export function shownServedPopup(doc: Document | undefined = globalThis.document): ServedPopup | undefined {
  const element = doc?.querySelector(`[${STATIC_DIALOG_ATTRIBUTE}]:not([hidden])`);
  const sysname = element?.getAttribute(STATIC_DIALOG_ATTRIBUTE);
  return element && sysname ? { sysname, element } : undefined;
}

/** Takes every served popup out of the page but `kept` (the one the app's dialog is about to replace). */
export function removeServedPopups(kept?: Element, doc: Document | undefined = globalThis.document): void {
  doc?.querySelectorAll(`[${STATIC_DIALOG_ATTRIBUTE}]`).forEach((element) => element !== kept && element.remove());
}

/**
 * The button of `popup` (the campaign as the app reads it now) that the visitor pressed on its served copy before the
 * app started, if the copy is still on screen and that button still does the same thing there.
 */
export function pressedServedButton(served: ServedPopup, popup: PopupCampaign): CampaignButton | undefined {
  const place = served.element.isConnected ? served.element.getAttribute(SERVED_PRESS_ATTRIBUTE) : null;
  if (place === null || !/^\d+$/.test(place)) return undefined;
  const button = popup.buttons[Number(place)];
  const drawn = served.element.querySelector(`[${SERVED_BUTTON_ATTRIBUTE}="${place}"]`);
  return button && drawn?.getAttribute(SERVED_ACTION_ATTRIBUTE) === button.action ? button : undefined;
}
