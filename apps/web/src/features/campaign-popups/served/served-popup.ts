import { isDepositCampaign } from '@casino/domain/marketing';
import { fitsCampaignAudience, shouldOpenCampaignPopup } from '@casino/domain/policies';
import type { PopupCampaign } from '@casino/domain/ports';
import { STATIC_DIALOG_ATTRIBUTE } from '@casino/ui/dialogs/static-attributes';

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
