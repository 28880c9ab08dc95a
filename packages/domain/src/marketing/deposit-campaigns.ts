/** The part of a campaign these rules read: what its buttons do. */
export interface CampaignActions {
  readonly buttons: readonly { readonly action: string }[];
}

/** A deposit campaign asks for a deposit: one of its buttons leads to the cashier's deposit. */
export function isDepositCampaign(campaign: CampaignActions): boolean {
  return campaign.buttons.some((button) => button.action === 'deposit');
}

/**
 * Whether a campaign may show: nothing while promotion is paused; a deposit campaign not to a player who has
 * deposited in this session (asking again right after the money went in reads as pressure, not an offer). The
 * session is the sign-in: the next sign-in may be offered it again.
 */
export function mayShowCampaign(campaign: CampaignActions, context: { readonly promotionAllowed: boolean; readonly depositedThisSession: boolean }): boolean {
  if (!context.promotionAllowed) return false;
  return !(context.depositedThisSession && isDepositCampaign(campaign));
}

/** Whether the deposit a player made belongs to the current session: it was made by the player signed in now. */
export function depositedThisSession(depositedBy: number | undefined, uid: number): boolean {
  return uid > 0 && depositedBy === uid;
}
